import { useMutation } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import { Link, useSearchParams } from '@fvc/shared/router';
import { Button, FocusedStatus, PageHeading } from '@fvc/shared/ui';
import { unsubscribe } from './notice-requests';

const KINDS: Record<string, string> = {
  reminder: 'los recordatorios de pago',
  overdue: 'los avisos de pago vencido',
  statement: 'los avisos de estado de cuenta',
  'debit-rejected': 'los avisos de cargos rechazados',
};

/**
 * /avisos/cancelar, from the link at the foot of a notice: stops that kind of notice without
 * signing in, once the person confirms (a mail scanner that opens links must not do it for them).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const link = { c: params.get('c') ?? '', a: params.get('a') ?? '', t: params.get('t') ?? '' };
  const kind = KINDS[link.a];
  const stop = useMutation({ mutationFn: () => unsubscribe(link) });

  if (!kind || !link.c || !link.t) {
    return (
      <section className="account-page">
        <PageHeading title="Enlace no válido" />
        <p>Este enlace para dejar de recibir avisos está incompleto. Puedes elegir tus avisos en Mi cuenta → Mi perfil.</p>
        <Link to="/my-account/profile">Ir a Mi perfil</Link>
      </section>
    );
  }
  if (stop.isSuccess) {
    return (
      <section className="account-page">
        <PageHeading title="Listo" />
        <FocusedStatus as="p" className="account-form__notice">
          Ya no te enviaremos {kind}. Puedes volver a activarlos en Mi cuenta → Mi perfil → Avisos.
        </FocusedStatus>
      </section>
    );
  }
  return (
    <section className="account-page">
      <PageHeading title="Dejar de recibir avisos">
        <p>¿Quieres dejar de recibir {kind} por correo?</p>
      </PageHeading>
      <div className="account-form__actions">
        <Button pending={stop.isPending} onClick={() => stop.mutate()}>
          {stop.isPending ? 'Guardando…' : `Dejar de recibir ${kind}`}
        </Button>
        <Link to="/">No, volver al inicio</Link>
      </div>
      {stop.isError && (
        <p role="alert" className="account-form__error">
          {toApiError(stop.error).message}
        </p>
      )}
    </section>
  );
}
