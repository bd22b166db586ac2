import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './status-message';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown as the fallback's title, e.g. the name of the area that failed. */
  title?: string;
  /** 1 when the boundary holds a whole page's content (ErrorState). */
  headingLevel?: 1 | 2;
  message?: string;
  /** Called after the boundary resets; use it to retry whatever failed (reload a remote, refetch). */
  onRetry?: () => void;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** When this value changes (e.g. the pathname), a shown error is cleared and children render again. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

const DEFAULT_MESSAGE =
  'Esta sección no está disponible en este momento. El resto del sitio sigue funcionando.';

/**
 * The one error boundary, reused per route and per remote: a failure stays inside its area,
 * is explained in Spanish, and "Reintentar" renders the children again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorState
        title={this.props.title ?? 'No pudimos mostrar esta sección'}
        headingLevel={this.props.headingLevel}
        message={this.props.message ?? DEFAULT_MESSAGE}
        onRetry={this.retry}
      />
    );
  }
}
