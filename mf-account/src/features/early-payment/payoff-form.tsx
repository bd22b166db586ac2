import { useMutation } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { ContractCard, PayoffQuote } from '@fvc/shared/contracts';
import { Link } from '@fvc/shared/router';
import { Button, DatePicker, FocusedStatus } from '@fvc/shared/ui';
import { mexicoCityDay } from '@fvc/shared/format';
import { downloadFile } from '../../lib/download';
import { formatLongDate, formatMxn } from '../../lib/format';
import { issuePayoffLetter, quotePayoff, requestEarlyPayment } from './early-payment-requests';

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
  // The letter is issued (a folio, the figures kept) and its PDF downloaded in one press.
  const letter = useMutation({
    mutationFn: async (date: string) => {
      const issued = await issuePayoffLetter(contract.id, date);
      await downloadFile(`/api/customers/payoff-letters/${issued.id}/pdf`);
      return issued;
    },
  });

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
          letter.reset();
        }}
        // The quote is for the date it names: it goes as soon as another date is being typed. So
        // does "write the date": left until the text is taken (on blur), it went as the customer
        // tapped the button, which moved up under their finger and missed the tap.
        onEdit={() => {
          quote.reset();
          letter.reset();
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
          <PayoffFigures quote={quote.data} word={contract.plan === 'credit' ? 'mensualidad' : 'renta'} />
          <div className="account-form__actions">
            <Button variant="secondary" onClick={() => letter.mutate(quote.data.asOf)} pending={letter.isPending}>
              {letter.isPending ? 'Preparando la carta…' : 'Descargar carta de liquidación'}
            </Button>
            <Button onClick={() => request.mutate(quote.data.asOf)} pending={request.isPending}>
              {request.isPending ? 'Enviando…' : 'Solicitar la liquidación'}
            </Button>
          </div>
          {letter.isSuccess && (
            <p role="status" className="account-form__notice">
              Descargamos tu carta de liquidación {letter.data.folio}, válida para un pago recibido hasta el {formatLongDate(letter.data.validUntil)}.
            </p>
          )}
          {letter.isError && (
            <p role="alert" className="account-form__error">
              {toApiError(letter.error).message}
            </p>
          )}
          <p className="account-form__hint">
            ¿Quieres liquidar hoy? <Link to={`/my-account/payment?contrato=${contract.id}&opcion=liquidar`}>Paga con tarjeta el monto del día</Link>.
          </p>
        </>
      )}
    </form>
  );
}

/** The payoff's figures, in the order they add up; what was paid ahead said, not charged again. */
function PayoffFigures({ quote, word }: { quote: PayoffQuote; word: string }) {
  const overdue = quote.overdueInterest + quote.overdueIva;
  return (
    <dl className="account-facts" aria-live="polite">
      <dt>Intereses pagados hasta el</dt>
      <dd>{formatLongDate(quote.paidThrough)}</dd>
      <dt>Capital pendiente</dt>
      <dd>{formatMxn(quote.principal)}</dd>
      {overdue > 0 && (
        <>
          <dt>Intereses e IVA vencidos sin pagar</dt>
          <dd>{formatMxn(overdue)}</dd>
        </>
      )}
      {quote.fees > 0 && (
        <>
          <dt>Comisiones sin pagar</dt>
          <dd>{formatMxn(quote.fees)}</dd>
        </>
      )}
      {quote.days > 0 && (
        <>
          <dt>
            Intereses del {formatLongDate(quote.accruedFrom)} al {formatLongDate(quote.asOf)} ({quote.days} {quote.days === 1 ? 'día' : 'días'}) e IVA
          </dt>
          <dd>{formatMxn(quote.accruedInterest + quote.accruedIva)}</dd>
        </>
      )}
      {quote.days < 0 && (
        <>
          <dt>Intereses ya pagados de {-quote.days} días posteriores al {formatLongDate(quote.asOf)}, con su IVA, que se descuentan</dt>
          <dd>{formatMxn(quote.accruedInterest + quote.accruedIva)}</dd>
        </>
      )}
      {quote.unapplied > 0 && (
        <>
          <dt>Saldo a favor que se descuenta</dt>
          <dd>{formatMxn(-quote.unapplied)}</dd>
        </>
      )}
      {quote.paidAhead.map((row) => (
        <Fragment key={row.number}>
          <dt>
            Ya pagaste la {word} {row.number}, que vence el {formatLongDate(row.dueDate)}
          </dt>
          <dd>{formatMxn(row.principal + row.interest + row.iva)}: no se vuelve a cobrar</dd>
        </Fragment>
      ))}
      <dt>Total para liquidar</dt>
      <dd>
        <strong>{formatMxn(quote.total)}</strong>
      </dd>
    </dl>
  );
}
