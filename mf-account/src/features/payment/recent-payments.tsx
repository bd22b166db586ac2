import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import type { PaymentMethod, PaymentStatus } from '@fvc/shared/contracts';
import { ErrorState, LoadingState } from '@fvc/shared/ui';
import { DownloadButton } from '../../lib/download-button';
import { formatMxn, formatShortDay } from '../../lib/format';
import { paymentsQuery } from './payment-requests';

const STATUS: Record<PaymentStatus, { label: string; badge: string }> = {
  pending: { label: 'En proceso', badge: 'current' },
  approved: { label: 'Aprobado', badge: 'settled' },
  declined: { label: 'Rechazado', badge: 'overdue' },
  expired: { label: 'No se completó', badge: 'overdue' },
};

const METHODS: Record<PaymentMethod, string> = {
  card: 'Tarjeta',
  'card-on-file': 'Pago programado con tarjeta',
  debit: 'Domiciliación',
  spei: 'Transferencia SPEI',
};

/** The customer's payments by every way, with a receipt for each approved one. */
export function RecentPayments() {
  const payments = useQuery(paymentsQuery);
  return (
    <section className="account-card" aria-labelledby="recent-payments-title">
      <h2 id="recent-payments-title">Mis pagos</h2>
      {payments.isPending && <LoadingState label="Cargando tus pagos…" />}
      {payments.isError && <ErrorState message={toApiError(payments.error).message} onRetry={() => void payments.refetch()} />}
      {payments.data &&
        (payments.data.length === 0 ? (
          <p className="account-list__empty">Aún no has pagado en línea.</p>
        ) : (
          <ul className="account-list">
            {payments.data.map((payment) => (
              <li key={payment.id} className="account-list__item">
                <div>
                  <strong>
                    {payment.folio} · {formatMxn(payment.amount)}
                  </strong>
                  <p className="account-list__meta">
                    {METHODS[payment.method]} · Contrato {payment.contractNumber} · {formatShortDay(payment.createdAt)}
                    {payment.authorization && payment.status === 'approved' ? ` · ${payment.method === 'spei' ? 'rastreo' : 'autorización'} ${payment.authorization}` : ''}
                    {payment.status !== 'approved' && payment.bankMessage ? ` · ${payment.bankMessage}` : ''}
                  </p>
                  {payment.status === 'pending' && payment.method === 'card' && (
                    // A customer who went back from the bank's page sees this payment for a while: its
                    // page takes payment for 15 minutes, and the API asks the bank about it every
                    // minute once it is 10 minutes old (api/src/payments/reconcile.ts).
                    <p className="account-list__meta">
                      Esperamos la respuesta del banco. Si saliste de su página sin pagar, no se hizo ningún cargo: en unos 15 minutos verás este pago
                      como “No se completó”.
                    </p>
                  )}
                  {payment.status === 'pending' && payment.method !== 'card' && (
                    <p className="account-list__meta">Enviamos el cargo a tu banco; te avisamos por correo en cuanto responda.</p>
                  )}
                </div>
                <div className="account-list__actions">
                  <span className={`status-badge status-badge--${STATUS[payment.status].badge}`}>{STATUS[payment.status].label}</span>
                  {payment.status === 'approved' && (
                    <DownloadButton url={`/api/customers/payments/${payment.id}/receipt`} context={payment.folio}>
                      Recibo
                    </DownloadButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
