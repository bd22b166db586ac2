import { groupedClabe } from '@fvc/shared/contracts/rules';
import { formatInstant } from '../customer-documents/document-dates';
import type { MandateData } from '../customer-documents/document-types';
import { COLORS, createPdf, drawFields, sectionTitle } from '../customer-documents/pdf-document';
import { renderInWorker } from '../pdf-workers/render-pool';

export function renderMandatePdf(data: MandateData): Promise<Buffer> {
  return renderInWorker('mandate', data);
}

export async function drawMandatePdf(data: MandateData): Promise<Buffer> {
  const pdf = createPdf({ title: `Domiciliación ${data.folio}`, author: data.company.legalName });
  const { doc, left, width } = pdf;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.brand).text('Autorización de cargo automático (domiciliación)', left, doc.page.margins.top, { width });
  doc.moveDown(0.6);
  if (data.cancelledAt) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.alert).text(`Cancelada el ${formatInstant(data.cancelledAt)}: ya no se envían cargos a esta cuenta.`, left, doc.y, { width });
    doc.moveDown(0.6);
  }
  sectionTitle(doc, 'Domiciliación', left, width);
  doc.y = drawFields(doc, [
    ['Folio', data.folio],
    ['Aceptada', formatInstant(data.acceptedAt)],
    ['Contrato', data.contractNumber],
    ['Cliente', data.customer.name],
    ['RFC', data.customer.rfc],
  ], { x: left, y: doc.y, width, labelWidth: 130 }) + 8;
  sectionTitle(doc, 'Cuenta de cargo', left, width);
  doc.y = drawFields(doc, [
    ['Banco', data.bankName],
    ['CLABE', groupedClabe(data.clabe)],
    ['Titular', data.holderName],
  ], { x: left, y: doc.y, width, labelWidth: 130 }) + 8;
  sectionTitle(doc, 'Texto aceptado', left, width);
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.text).text(data.acceptedText, left, doc.y, { width, paragraphGap: 6 });
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted).text(
    'Aceptada en Mi cuenta con la sesión del cliente y el código de un solo uso enviado a su correo. Para cancelarla, entra a Mi cuenta → Pagar → Domiciliación, o llama a atención a clientes.',
    left,
    doc.y,
    { width },
  );
  return pdf.finish({
    company: data.company,
    title: 'Domiciliación',
    subtitle: [data.folio, `Contrato ${data.contractNumber}`],
    footer: `Folio ${data.folio} · Atención a clientes: ${data.company.phone} · ${data.company.email} · ${data.company.hours}`,
  });
}
