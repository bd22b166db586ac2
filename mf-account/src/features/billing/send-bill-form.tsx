import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toApiError } from '@fvc/shared/api';
import { Button, ErrorState, FocusedStatus, LoadingState } from '@fvc/shared/ui';
import { invoicesQuery } from '../../lib/document-queries';
import { formatMxn, formatShortDay } from '../../lib/format';
import { billDistributorsQuery, deliveriesQuery, sendBill } from './billing-requests';
import { statesQuery } from '../../lib/states-query';

const FIELD_IDS = { invoice: 'send-bill-invoice', state: 'send-bill-state', distributor: 'send-bill-distributor' } as const;
const DELIVERY_LABELS = { pending: 'En cola', sent: 'Enviada', failed: 'No se pudo enviar' } as const;

/** Send one of the customer's CFDI invoices to a dealer (docs/product.md §7 /send-bill), and follow it. */
export function SendBillForm() {
  const queryClient = useQueryClient();
  const invoices = useQuery(invoicesQuery());
  const states = useQuery(statesQuery);
  const deliveries = useQuery(deliveriesQuery);
  const [invoiceId, setInvoiceId] = useState('');
  const [stateId, setStateId] = useState(0);
  const [distributorId, setDistributorId] = useState('');
  // Messages follow the fields once the customer tried to send: each goes as its field is chosen.
  const [tried, setTried] = useState(false);
  const missing = {
    invoice: !invoiceId ? 'Elige la factura que quieres enviar.' : undefined,
    state: !stateId ? 'Elige el estado del distribuidor.' : undefined,
    distributor: stateId && !distributorId ? 'Elige el distribuidor.' : undefined,
  };
  const shown = (field: keyof typeof missing) => (tried ? missing[field] : undefined);
  const fieldProps = (field: keyof typeof missing, id: string) => ({
    id,
    'aria-invalid': shown(field) ? true : undefined,
    'aria-describedby': shown(field) ? `${id}-error` : undefined,
  });
  const fieldError = (field: keyof typeof missing, id: string) =>
    shown(field) && (
      <p id={`${id}-error`} className="form-field__error">
        {shown(field)}
      </p>
    );
  const distributors = useQuery({ ...billDistributorsQuery(stateId), enabled: stateId > 0 });
  const send = useMutation({
    mutationFn: sendBill,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQuery.queryKey }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = (['invoice', 'state', 'distributor'] as const).find((field) => missing[field]);
    if (first) {
      setTried(true);
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    // Sent: the invoice is chosen again for the next one, so pressing "Enviar" twice does not mail
    // the dealer the same invoice twice. The dealer stays, for another invoice to them. A new
    // invoice to choose is not a mistake: the messages of an earlier try go with the sending.
    send.mutate(
      { invoiceId, distributorId },
      {
        onSuccess: () => {
          setInvoiceId('');
          setTried(false);
        },
      },
    );
  };

  return (
    <section id="enviar" className="account-card" aria-labelledby="send-bill-title" tabIndex={-1}>
      <h2 id="send-bill-title">Enviar una factura a un distribuidor</h2>
      <p>Enviamos por correo el XML y el PDF de tu factura al distribuidor que elijas.</p>
      <form className="account-form account-form--wide" onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor="send-bill-invoice">Factura</label>
          <select {...fieldProps('invoice', FIELD_IDS.invoice)} value={invoiceId} onChange={(event) => setInvoiceId(event.target.value)}>
            <option value="">Elige la factura</option>
            {/* Every invoice, newest first, under its contract: any of them may be the one a dealer
                asks for, and the groups keep a long list readable. */}
            {byContract(invoices.data ?? []).map(([contractNumber, contractInvoices]) => (
              <optgroup key={contractNumber} label={`Contrato ${contractNumber}`}>
                {contractInvoices.map((invoice) => (
                  <option key={invoice.id} value={invoice.id}>
                    {invoice.serie}
                    {invoice.folio} · {formatShortDay(invoice.issuedAt)} · {formatMxn(invoice.total)} · {invoice.contractNumber}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {fieldError('invoice', FIELD_IDS.invoice)}
        </div>
        <div className="form-field">
          <label htmlFor="send-bill-state">Estado del distribuidor</label>
          <select
            {...fieldProps('state', FIELD_IDS.state)}
            value={stateId || ''}
            onChange={(event) => {
              setStateId(Number(event.target.value));
              setDistributorId('');
            }}
          >
            <option value="">Elige el estado</option>
            {(states.data ?? []).map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </select>
          {fieldError('state', FIELD_IDS.state)}
        </div>
        {stateId > 0 && (
          <div className="form-field">
            <label htmlFor="send-bill-distributor">Distribuidor</label>
            <select {...fieldProps('distributor', FIELD_IDS.distributor)} value={distributorId} onChange={(event) => setDistributorId(event.target.value)} disabled={distributors.isPending}>
              <option value="">{distributors.isPending ? 'Cargando distribuidores…' : distributors.data?.length ? 'Elige el distribuidor' : 'No hay distribuidores en ese estado'}</option>
              {(distributors.data ?? []).map((dealer) => (
                <option key={dealer.id} value={dealer.id}>
                  {dealer.name} · {dealer.city}
                </option>
              ))}
            </select>
            {fieldError('distributor', FIELD_IDS.distributor)}
          </div>
        )}
        {/* Said once for screen readers as the sending fails; the fields show their own. */}
        {tried && Object.values(missing).some(Boolean) && (
          <p role="alert" className="fvc-visually-hidden">
            {Object.values(missing).filter(Boolean).join(' ')}
          </p>
        )}
        {send.isError && (
          <p role="alert" className="account-form__error">
            {toApiError(send.error).message}
          </p>
        )}
        {send.isSuccess && (
          <FocusedStatus as="p" className="account-form__notice">
            Enviamos tu factura con el folio <strong>{send.data.folio}</strong>.
          </FocusedStatus>
        )}
        <Button type="submit" pending={send.isPending}>
          {send.isPending ? 'Enviando…' : 'Enviar factura'}
        </Button>
      </form>
      <h3>Facturas enviadas</h3>
      {deliveries.isPending && <LoadingState label="Cargando envíos…" />}
      {deliveries.isError && <ErrorState message={toApiError(deliveries.error).message} onRetry={() => void deliveries.refetch()} />}
      {deliveries.data &&
        (deliveries.data.length === 0 ? (
          <p className="account-list__empty">Aún no has enviado facturas.</p>
        ) : (
          <ul className="account-list">
            {deliveries.data.map((delivery) => (
              <li key={delivery.id} className="account-list__item">
                <div>
                  <strong>
                    {delivery.folio} · factura {delivery.invoice}
                  </strong>
                  <p className="account-list__meta">
                    A {delivery.distributor} · {formatShortDay(delivery.createdAt)}
                  </p>
                </div>
                <span className={`status-badge status-badge--${delivery.status === 'failed' ? 'overdue' : delivery.status === 'sent' ? 'settled' : 'current'}`}>
                  {DELIVERY_LABELS[delivery.status]}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/** Invoices grouped by contract, in the order the contracts first appear (the newest invoice's first). */
function byContract<T extends { contractNumber: string }>(invoices: readonly T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const invoice of invoices) groups.set(invoice.contractNumber, [...(groups.get(invoice.contractNumber) ?? []), invoice]);
  return [...groups];
}
