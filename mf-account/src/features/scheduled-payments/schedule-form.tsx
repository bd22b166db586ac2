import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { ContractCard, DebitMandate, ScheduledPayment } from '@fvc/shared/contracts';
import { PAY_YOUR_WAY_LIMITS, scheduleAmountProblem, scheduleDateProblem } from '@fvc/shared/contracts/rules';
import { addDays } from '@fvc/shared/finance';
import { mexicoCityDay } from '@fvc/shared/format';
import { Button, DatePicker } from '@fvc/shared/ui';
import { formatMxn } from '../../lib/format';
import { parsePesos } from '../../lib/parse-pesos';
import { goToBank } from '../../lib/go-to-bank';
import { changeScheduledPayment, schedulePayment, scheduledPaymentsQuery } from './scheduled-payments-requests';

type Method = 'debit' | 'card';

/**
 * Scheduling a payment (or changing one, with `editing`): contract, how, how much and when. The
 * date and amount rules are the API's own (shared contracts), checked here first. A card payment
 * goes to the bank's page to leave the card (nothing is charged then); a debit needs the contract
 * domiciliated.
 */
export function ScheduleForm({
  contracts,
  mandates,
  editing,
  onDone,
}: {
  contracts: ContractCard[];
  mandates: DebitMandate[];
  editing?: ScheduledPayment;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const today = mexicoCityDay();
  const [contractId, setContractId] = useState(editing?.contractId ?? contracts[0]?.id ?? '');
  const contract = contracts.find((item) => item.id === contractId);
  const domiciliated = mandates.some((mandate) => mandate.contractId === contractId && mandate.status === 'active');
  const [chosenMethod, setMethod] = useState<Method>(editing?.method ?? 'debit');
  // A contract without direct debit can only be scheduled by card.
  const method: Method = chosenMethod === 'debit' && !domiciliated && !editing ? 'card' : chosenMethod;
  const [amountText, setAmountText] = useState(editing ? String(editing.amount / 100) : contract?.nextPayment ? String(contract.nextPayment.amount / 100) : '');
  const [payOn, setPayOn] = useState(editing?.payOn ?? '');
  const [checked, setChecked] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const amountInput = useRef<HTMLInputElement>(null);
  const save = useMutation({
    mutationFn: async ({ amount }: { amount: number }) => {
      if (editing) return { scheduled: await changeScheduledPayment(editing.id, { amount, payOn }), gateway: null };
      return schedulePayment({ contractId, method, amount, payOn }, idempotencyKey);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: scheduledPaymentsQuery.queryKey });
      if (answer.gateway) goToBank(answer.gateway);
      else onDone();
    },
  });

  const amount = parsePesos(amountText);
  const amountProblem = !amountText.trim()
    ? 'Escribe el monto.'
    : amount === null
      ? 'Escribe un monto en pesos, por ejemplo 15000 o 15,000.00.'
      : scheduleAmountProblem(amount, contract?.balance ?? 0);
  const dateProblem = payOn ? scheduleDateProblem(payOn, today) : 'Elige la fecha del pago.';
  const apiError = save.isError ? toApiError(save.error) : null;
  const shownAmountProblem = (checked ? amountProblem : null) ?? apiError?.fields.amount ?? null;
  const shownDateProblem = (checked ? dateProblem : null) ?? apiError?.fields.payOn ?? null;
  const idPrefix = editing ? `schedule-${editing.id}` : 'schedule-new';

  return (
    <form
      className="account-form"
      aria-label={editing ? 'Cambiar pago programado' : 'Programar un pago'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (amountProblem || dateProblem || amount === null) {
          if (amountProblem) amountInput.current?.focus();
          return;
        }
        save.mutate({ amount });
      }}
    >
      {!editing && (
        <div className="form-field">
          <label htmlFor={`${idPrefix}-contract`}>Contrato</label>
          <select id={`${idPrefix}-contract`} value={contractId} onChange={(event) => setContractId(event.target.value)}>
            {contracts.map((item) => (
              <option key={item.id} value={item.id}>
                {item.number} · {item.vehicle}
              </option>
            ))}
          </select>
        </div>
      )}
      {!editing && (
        <fieldset className="choice-cards choice-cards--stacked">
          <legend>¿Cómo quieres pagar?</legend>
          <label>
            <input type="radio" name={`${idPrefix}-method`} checked={method === 'debit'} disabled={!domiciliated} onChange={() => setMethod('debit')} />
            <span>
              <strong>Cargo a mi cuenta domiciliada</strong>
              <small>{domiciliated ? 'A la cuenta registrada para este contrato.' : 'Primero domicilia este contrato (Pagar → Domiciliación).'}</small>
            </span>
          </label>
          <label>
            <input type="radio" name={`${idPrefix}-method`} checked={method === 'card'} onChange={() => setMethod('card')} />
            <span>
              <strong>Tarjeta de crédito o débito</strong>
              <small>La registras ahora en la página segura del banco; no se cobra nada hasta la fecha.</small>
            </span>
          </label>
        </fieldset>
      )}
      <div className={`form-field${shownAmountProblem ? ' has-error' : ''}`}>
        <label htmlFor={`${idPrefix}-amount`}>Monto (pesos)</label>
        <input
          id={`${idPrefix}-amount`}
          ref={amountInput}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          aria-invalid={shownAmountProblem ? true : undefined}
          aria-describedby={`${idPrefix}-amount-hint${shownAmountProblem ? ` ${idPrefix}-amount-error` : ''}`}
        />
        <p id={`${idPrefix}-amount-hint`} className="form-field__hint">
          {contract ? `Desde $100.00 hasta tu saldo de ${formatMxn(contract.balance)}.` : ''}
        </p>
        {shownAmountProblem && (
          <p id={`${idPrefix}-amount-error`} className="form-field__error">
            {shownAmountProblem}
          </p>
        )}
      </div>
      <DatePicker
        id={`${idPrefix}-date`}
        label="Fecha del pago"
        value={payOn}
        onChange={setPayOn}
        min={addDays(today, 1)}
        max={addDays(today, PAY_YOUR_WAY_LIMITS.scheduleDaysAhead)}
        hint={`Desde mañana y hasta ${PAY_YOUR_WAY_LIMITS.scheduleDaysAhead} días. Puedes cambiarlo o cancelarlo hasta el día anterior.`}
        error={shownDateProblem ?? undefined}
      />
      {apiError && !apiError.fields.amount && !apiError.fields.payOn && (
        <p role="alert" className="account-form__error">
          {apiError.message}
        </p>
      )}
      <div className="account-form__actions">
        <Button type="submit" pending={save.isPending || (save.isSuccess && Boolean(save.data.gateway))}>
          {save.isPending ? 'Guardando…' : editing ? 'Guardar cambios' : method === 'card' ? 'Continuar al banco' : 'Programar pago'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
