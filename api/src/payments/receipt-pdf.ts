import { formatMxn } from '@fvc/shared/finance';
import { formatInstant } from '../customer-documents/document-dates';
import type { CompanyInfo, CustomerInfo } from '../customer-documents/document-types';
import { COLORS, createPdf, drawFields, sectionTitle } from '../customer-documents/pdf-document';
import { renderInWorker } from '../pdf-workers/render-pool';

export interface ReceiptData {
  company: CompanyInfo;
  customer: CustomerInfo;
  folio: string;
  contractNumber: string;
  vehicle: string;
  amount: number;
  authorization: string;
  bankMessage: string;
  paidAt: string;
  balanceAfter: number;
}

/** Drawn on the PDF worker pool, off the event loop (pdf-workers/render-pool.ts); the same document as `drawReceiptPdf`. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  return renderInWorker('receipt', data);
}

/** The receipt of a card payment: what was paid, to which contract, and the bank's authorization. */
export async function drawReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const pdf = createPdf({ title: `Recibo de pago ${data.folio}`, author: data.company.legalName });
  const { doc, left, width } = pdf;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.brand).text('Recibo de pago con tarjeta', left, doc.page.margins.top, { width });
  doc.moveDown(0.6);
  sectionTitle(doc, 'Pago', left, width);
  doc.y = drawFields(doc, [
    ['Folio', data.folio],
    ['Monto', formatMxn(data.amount)],
    ['Fecha y hora', formatInstant(data.paidAt)],
    ['Autorización bancaria', data.authorization],
    ['Respuesta del banco', data.bankMessage],
  ], { x: left, y: doc.y, width }) + 8;
  sectionTitle(doc, 'Contrato', left, width);
  doc.y = drawFields(doc, [
    ['Contrato', data.contractNumber],
    ['Vehículo', data.vehicle],
    ['Titular', data.customer.name],
    ['RFC', data.customer.rfc],
    ['Saldo después del pago', formatMxn(data.balanceAfter)],
  ], { x: left, y: doc.y, width }) + 12;
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted)
    .text('El pago se aplicó primero a comisiones y pagos vencidos, y después al siguiente pago. Este recibo no sustituye a la factura (CFDI), que recibirás por separado.', left, doc.y, { width });
  return pdf.finish({
    company: data.company,
    title: 'Recibo de pago',
    subtitle: [data.folio, `Contrato ${data.contractNumber}`],
    footer: `Atención a clientes: ${data.company.phone} · ${data.company.email} · ${data.company.hours}`,
  });
}
