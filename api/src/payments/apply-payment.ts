import type { Queryable } from '../db/database';

/**
 * Applies an approved payment to its contract, inside the transaction that decided it: a credit
 * movement (the running balance goes down), then the amount to what is owed, oldest first
 * (fees and installments due, then the next ones). A contract with nothing left owed is settled.
 * The contract row is locked, so two payments of one contract are applied one after the other.
 */
export async function applyPayment(
  tx: Queryable,
  payment: { contractId: string; amount: number; folio: string; authorization: string },
  today: string,
): Promise<{ balanceAfter: number }> {
  await tx.query('select id from contracts where id = $1 for update', [payment.contractId]);
  const [last] = await tx.query<{ balance: string }>(
    'select balance_after_cents as balance from contract_movements where contract_id = $1 order by posted_on desc, id desc limit 1',
    [payment.contractId],
  );
  const balanceAfter = Number(last?.balance ?? 0) - payment.amount;
  await tx.query(
    `insert into contract_movements (contract_id, posted_on, kind, description, reference, charge_cents, credit_cents, balance_after_cents)
     values ($1, $2, 'payment', $3, $4, 0, $5, $6)`,
    [payment.contractId, today, `Pago con tarjeta (autorización ${payment.authorization})`, payment.folio, payment.amount, balanceAfter],
  );

  const owed = await tx.query<{ number: number; owed: string }>(
    `select number, total_cents + late_fee_cents - paid_cents as owed from contract_installments
      where contract_id = $1 and paid_cents < total_cents + late_fee_cents order by number`,
    [payment.contractId],
  );
  let remaining = payment.amount;
  for (const row of owed) {
    if (remaining <= 0) break;
    const part = Math.min(Number(row.owed), remaining);
    remaining -= part;
    await tx.query(
      `update contract_installments set paid_cents = paid_cents + $3,
              paid_on = case when paid_cents + $3 >= total_cents + late_fee_cents then $4::date else paid_on end
        where contract_id = $1 and number = $2`,
      [payment.contractId, row.number, part, today],
    );
  }
  await tx.query(
    `update contracts set status = 'settled' where id = $1 and not exists (
       select 1 from contract_installments where contract_id = $1 and paid_cents < total_cents + late_fee_cents)`,
    [payment.contractId],
  );
  return { balanceAfter };
}
