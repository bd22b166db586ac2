import { EmptyState, ErrorState, LoadingState } from '@fvc/shared/ui';
import type { PlanDetailState } from '../hooks/use-plan-detail';

/** What stands in for the plan's own sections until (or unless) they load. */
export function PlanDetailsStatus({ state, retry }: { state: PlanDetailState; retry: () => void }) {
  switch (state.status) {
    case 'loading':
      // A screen tall, so what follows starts below the fold and is not pushed down on arrival.
      return (
        <div className="plans-pending">
          <LoadingState label="Cargando los detalles del plan…" />
        </div>
      );
    case 'error':
      return (
        <ErrorState
          title="No pudimos cargar los detalles del plan"
          message="Revisa tu conexión e intenta de nuevo. El resto de la página sigue disponible."
          onRetry={retry}
        />
      );
    case 'missing':
      return (
        <EmptyState
          title="Este plan no está disponible por ahora"
          message="Consulta nuestros otros planes o contáctanos para conocer las opciones vigentes."
        />
      );
    default:
      return null;
  }
}
