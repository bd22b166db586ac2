import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { ContractDetail } from '@fvc/shared/contracts';
import { EarlyPaymentError, MIN_CONTRIBUTION_INSTALLMENTS, simulateCapitalContribution, type CapitalContributionResult } from '@fvc/shared/finance';
import { Button, FocusedStatus } from '@fvc/shared/ui';
import { formatLongDate, formatMxn } from '../../lib/format';
import { parsePesos } from '../../lib/parse-pesos';
import { requestEarlyPayment } from './early-payment-requests';

/** "150,000.50" or "150000" -> cents; null when it is not an amount. Never rewrites what was typed. */
/**
 * docs/product.md §9: at least three installments; the term shortens and the installment stays. The
 * browser computes it as the customer types (@fvc/shared/finance); the API computes it again
 * when the request is sent, and that is the figure customer service receives.
 */
export function ContributionForm({ detail }: { detail: ContractDetail }) {
  const unpaid = detail.schedule.filter((row) => row.status !== 'paid');
  const installment = detail.terms.installment;
  const minimum = MIN_CONTRIBUTION_INSTALLMENTS * installment;
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const amount = parsePesos(text);
  let result: CapitalContributionResult | null = null;
  let problem: string | null = null;
  if (text.trim() && amount === null) problem = 'Escribe un monto en pesos, por ejemplo 250000 o 250,000.00.';
  else if (amount !== null && unpaid.length > 0) {
    try {
      result = simulateCapitalContribution({
        balance: unpaid.reduce((sum, row) => sum + row.principal, 0),
        annualRate: detail.contract.annualRate ?? 0,
        installment,
        ivaOnInterest: detail.terms.ivaOnInterest,
        remainingTerm: unpaid.length,
        amount,
        dueDates: unpaid.map((row) => row.dueDate),
      });
    } catch (error) {
      problem = error instanceof EarlyPaymentError ? error.message : 'No pudimos calcular esa aportación.';
    }
  }
  const request = useMutation({
    mutationFn: () => requestEarlyPayment(detail.contract.id, { kind: 'capital_contribution', amount: amount!, message: message.trim() || undefined }),
  });

  if (request.isSuccess) {
    return (
      <FocusedStatus as="p" className="account-form__notice">
        Recibimos tu solicitud con el folio <strong>{request.data.folio}</strong>. Atención a clientes te contactará para confirmarla; te enviamos una
        copia a tu correo.
      </FocusedStatus>
    );
  }
  return (
    <form
      className="account-form account-form--inline"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (result) request.mutate();
      }}
    >
      <div className={`form-field${problem ? ' has-error' : ''}`}>
        <label htmlFor="contribution-amount">Monto de la aportación (pesos)</label>
        <input
          id="contribution-amount"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`contribution-hint${problem ? ' contribution-error' : ''}`}
        />
        <p id="contribution-hint" className="form-field__hint">
          Mínimo {MIN_CONTRIBUTION_INSTALLMENTS} mensualidades: {formatMxn(minimum)}. Tu mensualidad de {formatMxn(installment)} (antes de IVA) no cambia.
        </p>
        {problem && (
          <p id="contribution-error" className="form-field__error">
            {problem}
          </p>
        )}
      </div>
      {result && (
        <dl className="account-facts" aria-live="polite">
          <dt>Plazo restante</dt>
          <dd>
            {result.termBefore} → {result.termAfter} meses ({result.monthsSaved} menos)
          </dd>
          <dt>Capital después de la aportación</dt>
          <dd>{formatMxn(result.newBalance)}</dd>
          <dt>Intereses que te ahorras</dt>
          <dd>{formatMxn(result.interestSaved)}</dd>
          <dt>Nuevo último pago</dt>
          <dd>{result.schedule.at(-1)?.dueDate ? formatLongDate(result.schedule.at(-1)!.dueDate!) : '—'}</dd>
        </dl>
      )}
      <div className="form-field">
        <label htmlFor="contribution-message">Comentarios para atención a clientes (opcional)</label>
        <textarea id="contribution-message" rows={3} maxLength={3000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      {request.isError && (
        <p role="alert" className="account-form__error">
          {toApiError(request.error).message}
        </p>
      )}
      <Button type="submit" disabled={!result} pending={request.isPending}>
        {request.isPending ? 'Enviando…' : 'Solicitar esta aportación'}
      </Button>
    </form>
  );
}
