import { formatMxn } from '@fvc/shared/finance';
import { formatDate, formatInstant } from '../customer-documents/document-dates';
import type { PaymentMethod, ReceiptApplication, ReceiptData } from '../customer-documents/document-types';
import { COLORS, createPdf, drawFields, sectionTitle } from '../customer-documents/pdf-document';
import type { AppliedPayment } from './apply-payment';
import { renderInWorker } from '../pdf-workers/render-pool';

/** What the receipt says of an applied payment; stored with the payment so every copy says the same. */
export function receiptApplicationOf(applied: AppliedPayment, plan: string): ReceiptApplication {
  const { application, termChange } = applied;
  return {
    applied: application.applied,
    paidAhead: application.paidAhead,
    contribution: application.contribution,
    termChange: termChange && termChange.reason === 'capital_contribution' ? { termBefore: termChange.termBefore, termAfter: termChange.termAfter, endAfter: termChange.endAfter } : null,
    settled: application.settled,
    inFavour: application.inFavour,
    balanceAfter: applied.balanceAfter,
    principalAfter: applied.principalAfter,
    word: plan === 'credit' ? 'mensualidad' : 'renta',
  };
}

/** How the money was applied, line by line, in the order of decision 0042. */
export function applicationLines(application: ReceiptApplication): Array<[string, string]> {
  const { applied } = application;
  const lines: Array<[string, string]> = [];
  if (applied.fee > 0) lines.push(['A comisiones', formatMxn(applied.fee)]);
  if (applied.iva > 0) lines.push(['A IVA', formatMxn(applied.iva)]);
  if (applied.interest > 0) lines.push(['A intereses', formatMxn(applied.interest)]);
  if (applied.principal > 0) lines.push(['A capital', formatMxn(applied.principal)]);
  for (const row of application.paidAhead) {
    lines.push([`Por adelantado: ${application.word} ${row.number} (vence el ${formatDate(row.dueDate)})`, formatMxn(row.amount)]);
  }
  if (application.contribution > 0) {
    const change = application.termChange;
    lines.push(['Aportación a capital', formatMxn(application.contribution)]);
    if (change) lines.push(['Plazo', `${change.termBefore} → ${change.termAfter} pagos; último pago el ${formatDate(change.endAfter)}`]);
  }
  if (application.settled) lines.push(['Contrato', 'Liquidado con este pago']);
  if (application.inFavour > 0) lines.push(['Saldo a favor (te lo devolvemos)', formatMxn(application.inFavour)]);
  lines.push(['Saldo después del pago', formatMxn(application.balanceAfter)]);
  lines.push(['Capital pendiente después del pago', formatMxn(application.principalAfter)]);
  return lines;
}

/** Drawn on the PDF worker pool, off the event loop (pdf-workers/render-pool.ts); the same document as `drawReceiptPdf`. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  return renderInWorker('receipt', data);
}

const HEADINGS: Record<PaymentMethod, string> = {
  card: 'Recibo de pago con tarjeta',
  'card-on-file': 'Recibo de pago programado con tarjeta',
  debit: 'Recibo de pago domiciliado',
  spei: 'Recibo de transferencia SPEI',
};

/** The receipt of a payment: what was paid, to which contract, how it was applied, and the bank's proof. */
export async function drawReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const pdf = createPdf({ title: `Recibo de pago ${data.folio}`, author: data.company.legalName });
  const { doc, left, width } = pdf;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.brand).text(HEADINGS[data.method], left, doc.page.margins.top, { width });
  doc.moveDown(0.6);
  sectionTitle(doc, 'Pago', left, width);
  doc.y = drawFields(doc, [
    ['Folio', data.folio],
    ['Monto', formatMxn(data.amount)],
    ['Fecha y hora', formatInstant(data.paidAt)],
    [data.method === 'spei' ? 'Clave de rastreo' : 'Autorización bancaria', data.authorization],
    [data.method === 'spei' ? 'Ordenante' : 'Respuesta del banco', data.bankMessage],
  ], { x: left, y: doc.y, width }) + 8;
  sectionTitle(doc, 'Contrato', left, width);
  doc.y = drawFields(doc, [
    ['Contrato', data.contractNumber],
    ['Vehículo', data.vehicle],
    ['Titular', data.customer.name],
    ['RFC', data.customer.rfc],
  ], { x: left, y: doc.y, width }) + 8;
  sectionTitle(doc, 'Cómo se aplicó tu pago', left, width);
  doc.y = drawFields(doc, applicationLines(data.application), { x: left, y: doc.y, width, labelWidth: 230 }) + 12;
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted)
    .text('El pago se aplica primero a comisiones, después a IVA, intereses y capital de lo que ya venció; lo que sobra se abona a tus siguientes pagos o, desde tres mensualidades, a capital para acortar el plazo. Este recibo no sustituye a la factura (CFDI), que recibirás por separado.', left, doc.y, { width });
  return pdf.finish({
    company: data.company,
    title: 'Recibo de pago',
    subtitle: [data.folio, `Contrato ${data.contractNumber}`],
    footer: `Atención a clientes: ${data.company.phone} · ${data.company.email} · ${data.company.hours}`,
  });
}
