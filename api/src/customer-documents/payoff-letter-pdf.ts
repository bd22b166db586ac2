import { groupedClabe } from '@fvc/shared/contracts/rules';
import { formatMxn } from '@fvc/shared/finance';
import { renderInWorker } from '../pdf-workers/render-pool';
import { COLLECTION_ACCOUNT } from '../spei/spei-reference';
import { formatDate, formatInstant } from './document-dates';
import type { PayoffLetterData } from './document-types';
import { COLORS, createPdf, drawFields, drawRegulatorContacts, ensureSpace, sectionTitle } from './pdf-document';

/** Drawn on the PDF worker pool, off the event loop; the same document as `drawPayoffLetterPdf`. */
export function renderPayoffLetterPdf(data: PayoffLetterData): Promise<Buffer> {
  return renderInWorker('payoffLetter', data);
}

/**
 * The carta de liquidación: the amount that settles the contract on a date, what it is made of,
 * until when it holds, how to pay it, and whom to turn to (UNE, CONDUSEF).
 */
export async function drawPayoffLetterPdf(data: PayoffLetterData): Promise<Buffer> {
  const pdf = createPdf({ title: `Carta de liquidación ${data.folio}`, author: data.company.legalName });
  const { doc, left, width } = pdf;
  const { contract, customer } = data;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.brand).text('Carta de liquidación', left, doc.page.margins.top, { width });
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(9.5).fillColor(COLORS.text).text(
    `A solicitud de ${customer.name}, hacemos constar que el contrato ${contract.number} (${contract.planLabel}, ${contract.vehicle}) queda liquidado con un pago de ${formatMxn(data.total)} recibido a más tardar el ${formatDate(data.validUntil)}.`,
    left,
    doc.y,
    { width },
  );
  doc.moveDown(0.8);

  sectionTitle(doc, 'Contrato', left, width);
  doc.y = drawFields(doc, [
    ['Folio de esta carta', data.folio],
    ['Emitida', formatInstant(data.issuedAt)],
    ['Contrato', contract.number],
    ['Plan', contract.planLabel],
    ['Vehículo', contract.vehicle],
    ['Titular', customer.name],
    ['RFC', customer.rfc],
    ['Plazo', contract.term],
    ['Inicio', formatDate(contract.startDate)],
  ], { x: left, y: doc.y, width, labelWidth: 130 }) + 8;

  sectionTitle(doc, `Monto para liquidar al ${formatDate(data.asOf)}`, left, width);
  doc.y = drawFields(doc, data.lines, { x: left, y: doc.y, width, labelWidth: 300 }) + 6;
  ensureSpace(doc, 40);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.brand).text(`Total para liquidar: ${formatMxn(data.total)}`, left, doc.y, { width });
  doc.moveDown(0.6);

  sectionTitle(doc, 'Vigencia', left, width);
  doc.font('Helvetica').fontSize(8.5).fillColor(COLORS.text).text(
    `Esta carta es válida para un pago recibido a más tardar el ${formatDate(data.validUntil)}. Los intereses corren por día (tasa anual entre 360): si pagas antes, se cobran solo los días que corrieron y la diferencia queda a tu favor; después de esa fecha el monto cambia y necesitas una carta nueva.`,
    left,
    doc.y,
    { width },
  );
  doc.moveDown(0.8);

  sectionTitle(doc, 'Cómo pagar', left, width);
  doc.y = drawFields(doc, [
    ['Portal de clientes', 'Pagar → “Liquidar el contrato”: con tarjeta, por el monto del día en que pagues.'],
    ['Transferencia SPEI', `A la CLABE de referencia ${groupedClabe(contract.speiReference)} (${COLLECTION_ACCOUNT.bankName}), a nombre de ${data.company.legalName}: es solo de este contrato y se aplica sola. Si transfieres el total o más, se toma como liquidación.`],
    ['Referencia', `Contrato ${contract.number}`],
    ['Atención a clientes', `${data.company.phone} · ${data.company.email} · ${data.company.hours}`],
  ], { x: left, y: doc.y, width, labelWidth: 130 }) + 6;
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted).text(
    'Al aplicar tu pago te enviamos el recibo. La constancia de no adeudo y la liberación de la factura del vehículo se tramitan con atención a clientes.',
    left,
    doc.y,
    { width },
  );
  doc.moveDown(0.8);

  drawRegulatorContacts(doc, data.contacts, left, width);
  doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted).text(data.regulatorLegend, left, doc.y, { width });
  return pdf.finish({
    company: data.company,
    title: 'Carta de liquidación',
    subtitle: [data.folio, `Contrato ${contract.number}`, `Válida al ${formatDate(data.validUntil)}`],
    footer: `Folio ${data.folio} · Atención a clientes: ${data.company.phone} · ${data.company.email} · UNE: ${data.contacts.une.phone}`,
  });
}
