import { Button } from './button';
import { useSettledValue } from './use-settled-value';

/**
 * How long a loading state's words stay hidden from screen readers. They announce what changes in a
 * live region, not what a region is created with, and the change must come after the browser has
 * told them the region exists: a passive effect alone is not enough, since React runs it before the
 * paint when a click caused the render.
 */
export const LOADING_ANNOUNCEMENT_DELAY_MS = 100;

/**
 * A screen or section is loading: a spinner and its words, shown at once. The words reach screen
 * readers a moment later, as a change to the live region, which is what they announce.
 */
export function LoadingState({ label = 'Cargando…' }: { label?: string }) {
  const announced = useSettledValue(true, LOADING_ANNOUNCEMENT_DELAY_MS, false);
  return (
    <div className="fvc-status" role="status" aria-live="polite">
      <div className="fvc-spinner" aria-hidden="true" />
      <p className="fvc-status__text">{announced ? label : <span aria-hidden="true">{label}</span>}</p>
    </div>
  );
}

export interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  /**
   * 1 when the failure stands for the whole page (what failed would have drawn its heading), so the
   * page still has its one level-1 heading; 2, the default, for a section under the page's own.
   */
  headingLevel?: 1 | 2;
}

/** Something failed: say what in Spanish and, where it makes sense, offer to try again. */
export function ErrorState({
  title = 'Algo salió mal',
  message,
  onRetry,
  retryLabel = 'Reintentar',
  headingLevel = 2,
}: ErrorStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="fvc-status fvc-status--error" role="alert">
      <Heading className="fvc-status__title">{title}</Heading>
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
