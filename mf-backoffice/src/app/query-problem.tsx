import { toApiError } from '@fvc/shared/api';
import { ErrorState } from '@fvc/shared/ui';

export const FORBIDDEN_TITLE = 'No tienes permiso';
export const FORBIDDEN_MESSAGE = 'No tienes permiso para ver esta sección. Si lo necesitas, pídelo a un administrador.';

/**
 * What a screen shows when its data could not be read: the API's Spanish message, page-level. A
 * 403 (FORBIDDEN) says the staff member may not see it; a network or server failure offers to try
 * again; any other refusal is the API's answer as it is.
 */
export function QueryProblem({ error, onRetry, headingLevel = 2 }: { error: unknown; onRetry: () => void; headingLevel?: 1 | 2 }) {
  const failure = toApiError(error);
  if (failure.status === 403) return <ErrorState title={FORBIDDEN_TITLE} message={failure.message} headingLevel={headingLevel} />;
  const worthRetrying = failure.status === 0 || failure.status >= 500;
  return (
    <ErrorState
      title="No pudimos cargar esta información"
      message={failure.message}
      headingLevel={headingLevel}
      onRetry={worthRetrying ? onRetry : undefined}
    />
  );
}
