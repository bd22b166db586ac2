import { formatMxn } from '@fvc/shared/finance';
import { findCustomerContact } from '../customer-data/customer-profile';
import { documentParties } from '../customer-data/documents';
import type { PaymentMethod } from '../customer-documents/document-types';
import type { Queryable } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { escapeHtml } from '../mail/escape-html';
import { applyPayment } from './apply-payment';
import { receiptApplicationOf, renderReceiptPdf } from './receipt-pdf';

/** A payment the bank approved (or a transfer that arrived), ready to apply. */
export interface ApprovedPayment {
  id: string;
  customerId: string;
  contractId: string;
  folio: string;
  option: string;
  plan: string;
  amount: number;
  contractNumber: string;
  vehicle: string;
  method: PaymentMethod;
}

/** How each way of paying is named in the receipt's e-mail. */
const RECEIVED: Record<PaymentMethod, string> = {
  card: 'Recibimos tu pago con tarjeta',
  'card-on-file': 'Recibimos tu pago programado con tarjeta',
  debit: 'Recibimos tu pago domiciliado',
  spei: 'Recibimos tu transferencia SPEI',
};

/** What the bank's proof of a payment is called on the receipt and in its e-mail. */
export const PROOF_LABEL: Record<PaymentMethod, string> = {
  card: 'Autorización',
  'card-on-file': 'Autorización',
  debit: 'Autorización',
  spei: 'Clave de rastreo',
};

/**
 * Applies an approved payment to its contract by the ledger's rules, stores how it was applied
 * (what every copy of the receipt says) and e-mails the receipt, all in the caller's transaction:
 * the one that decided the payment, so it is applied exactly once whatever way it came.
 */
export async function settleApprovedPayment(
  tx: Queryable,
  payment: ApprovedPayment,
  proof: { code: string; bankMessage: string; description: string },
  today: string,
): Promise<void> {
  const applied = await applyPayment(
    tx,
    { contractId: payment.contractId, amount: payment.amount, folio: payment.folio, description: proof.description, purpose: payment.option === 'payoff' ? 'payoff' : 'installments' },
    today,
  );
  const application = receiptApplicationOf(applied, payment.plan);
  await tx.query('update payments set application = $2 where id = $1', [payment.id, JSON.stringify(application)]);
  const [parties, contact] = await Promise.all([documentParties(tx, payment.customerId), findCustomerContact(tx, payment.customerId)]);
  if (!parties || !contact) return;
  const receipt = await renderReceiptPdf({
    ...parties,
    method: payment.method,
    folio: payment.folio,
    contractNumber: payment.contractNumber,
    vehicle: payment.vehicle,
    amount: payment.amount,
    authorization: proof.code,
    bankMessage: proof.bankMessage,
    paidAt: new Date().toISOString(),
    application,
  });
  const lines = [
    `Folio: ${payment.folio}`,
    `Contrato: ${payment.contractNumber}`,
    `Monto: ${formatMxn(payment.amount)}`,
    `${PROOF_LABEL[payment.method]}: ${proof.code}`,
    `Saldo después del pago: ${formatMxn(application.balanceAfter)}`,
  ];
  const opening = `${RECEIVED[payment.method]} y ya se aplicó a tu contrato.`;
  await enqueueMail(tx, {
    kind: 'payment-receipt',
    to: contact.email,
    subject: `Recibimos tu pago ${payment.folio}`,
    text: `Hola, ${contact.name}:\n\n${opening}\n\n${lines.join('\n')}\n\nAdjuntamos tu recibo.\n`,
    html: `<p>Hola, ${escapeHtml(contact.name)}:</p><p>${escapeHtml(opening)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p>Adjuntamos tu recibo.</p>`,
    attachments: [{ filename: `recibo-${payment.folio}.pdf`, contentType: 'application/pdf', content: receipt }],
  });
}
