import type { ContractPlan, PayoffQuote } from '@fvc/shared/contracts';
import { formatMxn } from '@fvc/shared/finance';

const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The payoff's figures as labelled lines, in the order they add up: the same words in the
 * request e-mail and the payoff letter (the portal draws the same fields itself).
 */
export function payoffSummary(payoff: PayoffQuote, plan: ContractPlan): Array<[string, string]> {
  const word = plan === 'credit' ? 'mensualidad' : 'renta';
  const lines: Array<[string, string]> = [
    ['Fecha de liquidación', dayFirst(payoff.asOf)],
    ['Intereses pagados hasta el', dayFirst(payoff.paidThrough)],
    ['Capital pendiente', formatMxn(payoff.principal)],
  ];
  if (payoff.overdueInterest + payoff.overdueIva > 0) lines.push(['Intereses e IVA vencidos sin pagar', formatMxn(payoff.overdueInterest + payoff.overdueIva)]);
  if (payoff.fees > 0) lines.push(['Comisiones sin pagar', formatMxn(payoff.fees)]);
  if (payoff.days > 0) {
    lines.push([`Intereses del ${dayFirst(payoff.accruedFrom)} al ${dayFirst(payoff.asOf)} (${payoff.days} días)`, formatMxn(payoff.accruedInterest)]);
    if (payoff.accruedIva !== 0) lines.push(['IVA de esos intereses', formatMxn(payoff.accruedIva)]);
  } else if (payoff.days < 0) {
    lines.push([`Intereses ya pagados de ${-payoff.days} días posteriores, que se descuentan`, formatMxn(payoff.accruedInterest)]);
    if (payoff.accruedIva !== 0) lines.push(['IVA de esos intereses, que se descuenta', formatMxn(payoff.accruedIva)]);
  }
  if (payoff.unapplied > 0) lines.push(['Saldo a favor que se descuenta', formatMxn(-payoff.unapplied)]);
  for (const row of payoff.paidAhead) {
    lines.push([
      `Ya pagado: ${word} ${row.number} (vence el ${dayFirst(row.dueDate)})`,
      `${formatMxn(row.principal + row.interest + row.iva)}, no se vuelve a cobrar`,
    ]);
  }
  lines.push(['Total para liquidar', formatMxn(payoff.total)]);
  return lines;
}
