import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import type { InvoiceRequestStatus as Status } from '@fvc/shared/contracts';
import { ErrorState, LoadingState } from '@fvc/shared/ui';
import { formatShortDate, formatShortDay } from '../../lib/format';
import { invoiceRequestsQuery } from './billing-requests';

const STATUS_LABELS: Record<Status, string> = {
  received: 'Recibida',
  in_review: 'En revisión',
  issued: 'Factura emitida',
  rejected: 'Rechazada',
};

export function InvoiceRequestStatus() {
  const requests = useQuery(invoiceRequestsQuery);
  return (
    <section className="account-card" aria-labelledby="invoice-requests-title">
      <h2 id="invoice-requests-title">Mis solicitudes de factura</h2>
      {requests.isPending && <LoadingState label="Cargando tus solicitudes…" />}
      {requests.isError && <ErrorState message={toApiError(requests.error).message} onRetry={() => void requests.refetch()} />}
      {requests.data &&
        (requests.data.length === 0 ? (
          <p className="account-list__empty">Aún no has solicitado facturas.</p>
        ) : (
          <ul className="account-list">
            {requests.data.map((request) => (
              <li key={request.id} className="account-list__item">
                <div>
                  <strong>{request.folio}</strong>
                  <p className="account-list__meta">
                    Contrato {request.contractNumber} · compra del {formatShortDate(request.purchaseDate)} · enviada el {formatShortDay(request.createdAt)}
                  </p>
                  {request.statusNote && <p className="account-list__meta">{request.statusNote}</p>}
                </div>
                <span className={`status-badge status-badge--${request.status === 'rejected' ? 'overdue' : request.status === 'issued' ? 'settled' : 'current'}`}>
                  {STATUS_LABELS[request.status]}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
