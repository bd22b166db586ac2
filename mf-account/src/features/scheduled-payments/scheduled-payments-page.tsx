import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FAILURE_RELOADS_PAGE, toApiError } from '@fvc/shared/api';
import type { ScheduledPayment } from '@fvc/shared/contracts';
import { Link, useSearchParams } from '@fvc/shared/router';
import { Button, ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { contractsQuery } from '../../lib/contract-queries';
import { formatLongDate, formatMxn } from '../../lib/format';
import { mandatesQuery } from '../../lib/mandate-queries';
import { ScheduleForm } from './schedule-form';
import { cancelScheduledPayment, scheduledPaymentsQuery } from './scheduled-payments-requests';

const STATUS: Record<ScheduledPayment['status'], { label: string; badge: string }> = {
  'card-pending': { label: 'Falta registrar la tarjeta', badge: 'overdue' },
  scheduled: { label: 'Programado', badge: 'current' },
  sent: { label: 'Enviado al banco', badge: 'current' },
  done: { label: 'Pagado', badge: 'settled' },
  failed: { label: 'No se pudo cobrar', badge: 'overdue' },
  cancelled: { label: 'Cancelado', badge: 'overdue' },
};

/** /my-account/scheduled-payments ("Pagos programados"): one payment on a chosen date, changed or cancelled until the day before. */
export function ScheduledPaymentsPage() {
  const [params] = useSearchParams();
  const contracts = useQuery(contractsQuery);
  const mandates = useQuery(mandatesQuery);
  const scheduled = useQuery(scheduledPaymentsQuery);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const card = params.get('tarjeta');

  const heading = (
    <PageHeading title="Pagos programados">
      <p>Elige la fecha y el monto: lo cobramos ese día con tu domiciliación o con la tarjeta que registres en el banco.</p>
    </PageHeading>
  );
  const failed = contracts.error ?? mandates.error ?? scheduled.error;
  if (failed) {
    return (
      <section className="account-page">
        {heading}
        <ErrorState
          message={toApiError(failed).message}
          onRetry={() => {
            void contracts.refetch();
            void mandates.refetch();
            void scheduled.refetch();
          }}
        />
      </section>
    );
  }
  if (!contracts.data || !mandates.data || !scheduled.data) {
    return (
      <section className="account-page">
        {heading}
        <LoadingState label="Cargando tus pagos programados…" />
      </section>
    );
  }
  const payable = contracts.data.filter((contract) => contract.standing !== 'settled' && contract.balance > 0);
  return (
    <section className="account-page">
      {heading}
      {card === 'guardada' && (
        <p role="status" className="account-form__notice">
          El banco guardó tu tarjeta: el pago quedó programado.
        </p>
      )}
      {card === 'error' && (
        <p role="alert" className="account-form__error">
          No pudimos registrar la tarjeta del banco. El pago sigue sin tarjeta: cancélalo y prográmalo de nuevo, o paga de otra forma.
        </p>
      )}
      <section className="account-card" aria-labelledby="scheduled-title">
        <h2 id="scheduled-title">Mis pagos programados</h2>
        {scheduled.data.length === 0 ? (
          <p className="account-list__empty">No tienes pagos programados.</p>
        ) : (
          <ul className="account-list">
            {scheduled.data.map((payment) => (
              <li key={payment.id} className="account-list__item">
                <div>
                  <strong>
                    {formatMxn(payment.amount)} · {formatLongDate(payment.payOn)}
                  </strong>
                  <p className="account-list__meta">
                    Contrato {payment.contractNumber} · {payment.accountLabel}
                  </p>
                  {editing === payment.id && (
                    <ScheduleForm contracts={payable} mandates={mandates.data} editing={payment} onDone={() => setEditing(null)} />
                  )}
                </div>
                <div className="account-list__actions">
                  <span className={`status-badge status-badge--${STATUS[payment.status].badge}`}>{STATUS[payment.status].label}</span>
                  {payment.editable && editing !== payment.id && (
                    <>
                      <Button variant="secondary" onClick={() => setEditing(payment.id)}>
                        Cambiar<span className="fvc-visually-hidden"> el pago del {formatLongDate(payment.payOn)}</span>
                      </Button>
                      <CancelButton payment={payment} />
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {payable.length > 0 &&
        (adding ? (
          <section className="account-card" aria-labelledby="schedule-new-title">
            <h2 id="schedule-new-title">Programar un pago</h2>
            <ScheduleForm contracts={payable} mandates={mandates.data} onDone={() => setAdding(false)} />
          </section>
        ) : (
          <div>
            <Button onClick={() => setAdding(true)}>Programar un pago</Button>
          </div>
        ))}
      <p className="account-links">
        <Link to="/my-account/direct-debit">Domiciliación</Link>
        <Link to="/my-account/payment">Pagar ahora</Link>
      </p>
    </section>
  );
}

function CancelButton({ payment }: { payment: ScheduledPayment }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelScheduledPayment(payment.id),
    meta: FAILURE_RELOADS_PAGE,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scheduledPaymentsQuery.queryKey }),
  });
  return (
    <>
      <Button variant="secondary" pending={cancel.isPending} onClick={() => cancel.mutate()}>
        {cancel.isPending ? 'Cancelando…' : 'Cancelar'}
        <span className="fvc-visually-hidden"> el pago del {formatLongDate(payment.payOn)}</span>
      </Button>
      {cancel.isError && (
        <span role="alert" className="account-form__error">
          {toApiError(cancel.error).message}
        </span>
      )}
    </>
  );
}
