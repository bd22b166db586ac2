import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@fvc/shared/router';
import { toApiError } from '@fvc/shared/api';
import type { ContractCard, PaymentOption } from '@fvc/shared/contracts';
import { MIN_CUSTOM_PAYMENT, customPaymentProblem } from '@fvc/shared/contracts/rules';
import { Button, EmptyState, ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { contractsQuery } from '../../lib/contract-queries';
import { formatLongDate, formatMxn } from '../../lib/format';
import { parsePesos } from '../../lib/parse-pesos';
import { goToBank } from '../../lib/go-to-bank';
import { createPayment } from './payment-requests';
import { OtherWaysToPay } from './other-ways-to-pay';
import { RecentPayments } from './recent-payments';

function optionsFor(contract: ContractCard): Array<{ option: PaymentOption; label: string; amount: number | null; detail: string }> {
  const due = contract.overdueAmount + (contract.nextPayment?.amount ?? 0);
  const list: Array<{ option: PaymentOption; label: string; amount: number | null; detail: string }> = [];
  if (due > 0) {
    list.push({
      option: 'due',
      label: contract.overdueAmount > 0 ? 'Ponerme al corriente y pagar el siguiente' : 'Mi siguiente pago',
      amount: Math.min(due, contract.balance),
      detail: contract.nextPayment ? `Incluye el pago del ${formatLongDate(contract.nextPayment.dueDate)}` : 'Lo vencido',
    });
  }
  if (contract.overdueAmount > 0) list.push({ option: 'overdue', label: 'Solo lo vencido', amount: contract.overdueAmount, detail: `${contract.daysOverdue} días de atraso` });
  list.push({
    option: 'custom',
    label: 'Otro monto',
    amount: null,
    // Decision 0042: what the money does beyond what is due, said before it is paid.
    detail:
      contract.plan === 'credit'
        ? `Desde ${formatMxn(MIN_CUSTOM_PAYMENT)}. Lo que pase de lo vencido se abona a tus siguientes mensualidades; si son tres mensualidades o más, se abona a capital y acorta tu plazo (la mensualidad no cambia).`
        : `Desde ${formatMxn(MIN_CUSTOM_PAYMENT)}. Lo que pase de lo vencido se abona a tus siguientes rentas.`,
  });
  if (contract.payoffToday > 0) {
    list.push({
      option: 'payoff',
      label: 'Liquidar el contrato',
      amount: contract.payoffToday,
      detail: `Capital, intereses al día de hoy y lo vencido${contract.plan === 'credit' ? '' : ', con el valor residual'}: ya no habrá más pagos.`,
    });
  }
  return list;
}

/**
 * The contract the page opens on when the address names none: the one overdue longest, else the
 * one whose next payment comes first. A customer with a lease in arrears and a current credit came
 * here to catch up, not to pay ahead on the credit listed first.
 */
function mostUrgent(payable: ContractCard[]): ContractCard | undefined {
  const nextDue = (contract: ContractCard) => contract.nextPayment?.dueDate ?? '9999-12-31';
  return [...payable].sort((a, b) => b.daysOverdue - a.daysOverdue || nextDue(a).localeCompare(nextDue(b)))[0];
}

/** /my-account/payment: choose the contract and amount, confirm, and pay on the bank's page. */
export function PaymentPage() {
  const [params] = useSearchParams();
  const contracts = useQuery(contractsQuery);
  const payable = (contracts.data ?? []).filter((contract) => contract.standing !== 'settled' && contract.balance > 0);
  const [contractId, setContractId] = useState<string | null>(params.get('contrato'));
  const contract = payable.find((item) => item.id === contractId) ?? mostUrgent(payable);
  // "Pagar con tarjeta" from the payoff quote opens on the payoff.
  const [option, setOption] = useState<PaymentOption | null>(params.get('opcion') === 'liquidar' ? 'payoff' : null);
  const [customText, setCustomText] = useState('');
  // An empty amount is not a mistake while it is being chosen: its message waits for "Continuar".
  const [amountChecked, setAmountChecked] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  // One key per confirmation: pressing "Pagar" twice sends the same payment.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // Each step takes the other's place: focus goes to the new one (the confirmation's heading, or
  // back to the amount chosen) instead of falling to the page's start.
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const amountChoices = useRef<HTMLFieldSetElement>(null);
  const shownStep = useRef(confirming);
  useEffect(() => {
    if (shownStep.current === confirming) return;
    shownStep.current = confirming;
    if (confirming) confirmHeading.current?.focus();
    else amountChoices.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [confirming]);
  const pay = useMutation({
    mutationFn: (request: Parameters<typeof createPayment>[0]) => createPayment(request, idempotencyKey),
    onSuccess: (intent) => goToBank(intent.gateway),
  });

  if (contracts.isPending || contracts.isError) {
    return (
      <section className="account-page">
        <PageHeading title="Pagar" />
        {contracts.isPending ? (
          <LoadingState label="Cargando tus contratos…" />
        ) : (
          <ErrorState message={toApiError(contracts.error).message} onRetry={() => void contracts.refetch()} />
        )}
      </section>
    );
  }
  if (!contract) {
    return (
      <section className="account-page">
        <PageHeading title="Pagar" />
        <EmptyState title="Nada por pagar" message="Tus contratos no tienen saldo pendiente." />
        <RecentPayments />
      </section>
    );
  }

  const choices = optionsFor(contract);
  const chosen = choices.find((choice) => choice.option === option) ?? choices[0]!;
  const custom = parsePesos(customText);
  const customProblem =
    chosen.option !== 'custom'
      ? null
      : !customText.trim()
        ? 'Escribe el monto que quieres pagar.'
        : custom === null
          ? 'Escribe un monto en pesos, por ejemplo 15000 o 15,000.00.'
          : customPaymentProblem(custom, contract);
  const amount = chosen.option === 'custom' ? custom : chosen.amount;
  const shownProblem = customText || amountChecked ? customProblem : null;
  const restart = () => {
    setConfirming(false);
    pay.reset();
    setIdempotencyKey(crypto.randomUUID());
  };

  return (
    <section className="account-page">
      <PageHeading title="Pagar con tarjeta">
        <p>Pagas en la página segura del banco; nosotros nunca vemos los datos de tu tarjeta.</p>
      </PageHeading>
      {!confirming ? (
        <form
          className="account-form account-form--wide"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (customProblem) {
              setAmountChecked(true);
              amountInput.current?.focus();
            } else if (amount) setConfirming(true);
          }}
        >
          {payable.length > 1 && (
            <div className="form-field account-select">
              <label htmlFor="payment-contract">Contrato</label>
              <select id="payment-contract" value={contract.id} onChange={(event) => (setContractId(event.target.value), setOption(null))}>
                {payable.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.number} · {item.vehicle}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset ref={amountChoices} className="choice-cards choice-cards--stacked">
            <legend>¿Cuánto quieres pagar?</legend>
            {choices.map((choice) => (
              <label key={choice.option}>
                <input type="radio" name="payment-option" checked={chosen.option === choice.option} onChange={() => setOption(choice.option)} />
                <span>
                  <strong>
                    {choice.label}
                    {choice.amount !== null && `: ${formatMxn(choice.amount)}`}
                  </strong>
                  <small>{choice.detail}</small>
                </span>
              </label>
            ))}
          </fieldset>
          {chosen.option === 'custom' && (
            <div className={`form-field${shownProblem ? ' has-error' : ''}`}>
              <label htmlFor="payment-amount">Monto (pesos)</label>
              <input
                id="payment-amount"
                ref={amountInput}
                inputMode="decimal"
                autoComplete="off"
                value={customText}
                onChange={(event) => setCustomText(event.target.value)}
                aria-invalid={shownProblem ? true : undefined}
                aria-describedby={shownProblem ? 'payment-amount-error' : undefined}
              />
              {shownProblem && (
                <p id="payment-amount-error" className="form-field__error">
                  {shownProblem}
                </p>
              )}
            </div>
          )}
          <Button type="submit">Continuar</Button>
        </form>
      ) : (
        <div className="account-card" role="region" aria-labelledby="payment-confirm-title">
          <h2 id="payment-confirm-title" ref={confirmHeading} tabIndex={-1}>
            Confirma tu pago
          </h2>
          <dl className="account-facts">
            <dt>Contrato</dt>
            <dd>
              {contract.number} · {contract.vehicle}
            </dd>
            <dt>Monto</dt>
            <dd>
              <strong>{formatMxn(amount ?? 0)}</strong>
            </dd>
            <dt>Forma de pago</dt>
            <dd>Tarjeta de crédito o débito, en la página del banco</dd>
          </dl>
          {pay.isError && (
            <p role="alert" className="account-form__error">
              {toApiError(pay.error).message}
            </p>
          )}
          <div className="account-list__actions">
            <Button
              pending={pay.isPending || pay.isSuccess}
              onClick={() => pay.mutate({ contractId: contract.id, option: chosen.option, ...(chosen.option === 'custom' && custom ? { amount: custom } : {}) })}
            >
              {pay.isPending || pay.isSuccess ? 'Te llevamos al banco…' : `Pagar ${formatMxn(amount ?? 0)}`}
            </Button>
            <Button variant="secondary" onClick={restart} disabled={pay.isPending || pay.isSuccess}>
              Cambiar
            </Button>
          </div>
        </div>
      )}
      <OtherWaysToPay contract={contract} />
      <RecentPayments />
    </section>
  );
}
