import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { ContractCard } from '@fvc/shared/contracts';
import { Button, DatePicker, FocusedStatus } from '@fvc/shared/ui';
import { mexicoCityDay } from '@fvc/shared/format';
import { formatLongDate, formatMxn } from '../../lib/format';
import { quotePayoff, requestEarlyPayment } from './early-payment-requests';

/**
 * The amount that settles the contract on a chosen date, from today to the next due date. It needs
 * only the contract as listed (the API quotes the amount), so it is drawn with the contract cards.
 */
export function PayoffForm({ contract }: { contract: ContractCard }) {
  const today = mexicoCityDay();
  const nextDue = contract.nextPayment?.dueDate;
  const [asOf, setAsOf] = useState(today);
  // Sent with the field emptied: said in the field rather than a button that silently does nothing.
  const [missingDate, setMissingDate] = useState(false);
  const quote = useMutation({ mutationFn: (date: string) => quotePayoff(contract.id, date) });
  const request = useMutation({ mutationFn: (date: string) => requestEarlyPayment(contract.id, { kind: 'payoff', asOf: date }) });

  if (request.isSuccess) {
    return (
      <FocusedStatus as="p" className="account-form__notice">
        Recibimos tu solicitud de liquidación con el folio <strong>{request.data.folio}</strong>. Te enviaremos las instrucciones de pago; te mandamos
        una copia a tu correo.
      </FocusedStatus>
    );
  }
  const error = quote.error ?? request.error;
  return (
    <form
      className="account-form account-form--inline"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (asOf) quote.mutate(asOf);
        else setMissingDate(true);
      }}
    >
      <DatePicker
        id="payoff-date"
        label="Fecha en que quieres liquidar"
        value={asOf}
        onChange={(value) => {
          setAsOf(value);
          setMissingDate(false);
          quote.reset();
        }}
        // The quote is for the date it names: it goes as soon as another date is being typed. So
        // does "write the date": left until the text is taken (on blur), it went as the customer
        // tapped the button, which moved up under their finger and missed the tap.
        onEdit={() => {
          quote.reset();
          setMissingDate(false);
        }}
        min={today}
        max={nextDue}
        hint={nextDue ? `Entre hoy y el ${formatLongDate(nextDue)}, cuando vence tu siguiente pago.` : undefined}
        error={missingDate ? 'Escribe la fecha en que quieres liquidar.' : undefined}
      />
      <Button type="submit" pending={quote.isPending}>
        {quote.isPending ? 'Calculando…' : 'Calcular monto para liquidar'}
      </Button>
      {error && (
        <p role="alert" className="account-form__error">
          {toApiError(error).message}
        </p>
      )}
      {quote.data && (
        <>
          <dl className="account-facts" aria-live="polite">
            <dt>Capital pendiente</dt>
            <dd>{formatMxn(quote.data.principal)}</dd>
            <dt>Intereses al {formatLongDate(quote.data.asOf)} ({quote.data.days} días) e IVA</dt>
            <dd>{formatMxn(quote.data.accruedInterest + quote.data.accruedIva)}</dd>
            <dt>Vencido y comisiones</dt>
            <dd>{formatMxn(quote.data.overdueInterest + quote.data.overdueIva + quote.data.fees)}</dd>
            {quote.data.paidOnAccount > 0 && (
              <>
                <dt>Pagos ya recibidos a cuenta</dt>
                <dd>{formatMxn(-quote.data.paidOnAccount)}</dd>
              </>
            )}
            <dt>Total para liquidar</dt>
            <dd>
              <strong>{formatMxn(quote.data.total)}</strong>
            </dd>
          </dl>
          <Button onClick={() => request.mutate(quote.data.asOf)} pending={request.isPending}>
            {request.isPending ? 'Enviando…' : 'Solicitar la liquidación'}
          </Button>
        </>
      )}
    </form>
  );
}
