import { Button } from './button';

/** A screen is loading: announced politely to screen readers. */
export function LoadingState({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="fvc-status" role="status" aria-live="polite">
      <div className="fvc-spinner" aria-hidden="true" />
      <p className="fvc-status__text">{label}</p>
    </div>
  );
}

export interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Something failed: say what in Spanish and, where it makes sense, offer to try again. */
export function ErrorState({
  title = 'Algo salió mal',
  message,
  onRetry,
  retryLabel = 'Reintentar',
}: ErrorStateProps) {
  return (
    <div className="fvc-status fvc-status--error" role="alert">
      <h2 className="fvc-status__title">{title}</h2>
      <p className="fvc-status__text">{message}</p>
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </div>
  );
}

export function EmptyState({ title, message }: { title: string; message: string }) {
  return (
    <div className="fvc-status" role="status">
      <h2 className="fvc-status__title">{title}</h2>
      <p className="fvc-status__text">{message}</p>
    </div>
  );
}
