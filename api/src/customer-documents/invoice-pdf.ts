import { formatMxn } from '@fvc/shared/finance';
import { fictitiousCfdiSeals } from './cfdi-xml';
import { formatLocalDateTime } from './document-dates';
import type { CfdiData } from './document-types';
import { COLORS, createPdf, drawFields, drawTable, ensureSpace, sectionTitle, type Column, type Field, type Pdf } from './pdf-document';
import { cfdiUseLabel, paymentFormLabel, paymentMethodLabel, taxRegimeLabel } from './sat-catalogs';
import { renderInWorker } from '../pdf-workers/render-pool';

const PRINTED_CFDI = 'Este documento es una representación impresa de un CFDI';

const CONCEPT_COLUMNS: readonly Column[] = [
  { title: 'Clave prod./serv.', width: 58 },
  { title: 'Cantidad', width: 44, align: 'right' },
  { title: 'Clave unidad', width: 40 },
  { title: 'Descripción', width: 164 },
  { title: 'Valor unitario', width: 70, align: 'right' },
  { title: 'Importe', width: 70, align: 'right' },
  { title: 'IVA 16 %', width: 70, align: 'right' },
];

const quantity = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 6 });

/** Drawn on the PDF worker pool, off the event loop (pdf-workers/render-pool.ts); the same document as `drawInvoicePdf`. */
export function renderInvoicePdf(data: CfdiData): Promise<Buffer> {
  return renderInWorker('invoice', data);
}

/**
 * The printed representation of a CFDI: the same data and the same (fictitious) seals as the XML
 * from `buildCfdiXml`, so both files of one invoice always agree.
 */
export async function drawInvoicePdf(data: CfdiData): Promise<Buffer> {
  const seals = fictitiousCfdiSeals(data);
  const serieFolio = [data.serie, data.folio].filter(Boolean).join('-');
  const pdf = createPdf({ title: `Factura ${serieFolio} (${data.uuid})`, author: data.company.legalName });
  const { doc, left, width } = pdf;

  doc.y = doc.page.margins.top;
  twoColumns(doc, left, width, ['Emisor', [
    ['Razón social', data.company.legalName],
    ['RFC', data.company.rfc],
    ['Régimen fiscal', taxRegimeLabel(data.company.taxRegime)],
    ['Lugar de expedición', `C.P. ${data.company.fiscalZip}`],
  ]], ['Comprobante', [
    ['Serie y folio', serieFolio],
    ['Folio fiscal (UUID)', data.uuid],
    ['Fecha de emisión', formatLocalDateTime(data.issuedAt)],
    ['Fecha de certificación', formatLocalDateTime(data.stampedAt)],
    ['Tipo de comprobante', 'I - Ingreso'],
    ['Exportación', '01 - No aplica'],
  ]]);
  twoColumns(doc, left, width, ['Receptor', [
    [data.customer.personType === 'moral' ? 'Razón social' : 'Nombre', data.customer.name],
    ['RFC', data.customer.rfc],
    ['Régimen fiscal', taxRegimeLabel(data.customer.taxRegime)],
    ['Domicilio fiscal', `C.P. ${data.customer.fiscalZip}`],
    ['Uso del CFDI', cfdiUseLabel(data.usoCfdi)],
  ]], ['Pago', [
    ['Forma de pago', paymentFormLabel(data.paymentForm)],
    ['Método de pago', paymentMethodLabel(data.paymentMethod)],
    ['Moneda', 'MXN - Peso mexicano'],
    ['Contrato', data.contractNumber],
  ]]);

  sectionTitle(doc, 'Conceptos', left, width);
  drawTable(
    doc,
    CONCEPT_COLUMNS,
    data.concepts.map((concept) => [
      concept.productKey,
      quantity.format(concept.quantity),
      concept.unitKey,
      concept.description,
      formatMxn(concept.unitValue),
      formatMxn(concept.amount),
      formatMxn(concept.iva),
    ]),
    left,
  );
  drawTotals(doc, data, left, width);

  sectionTitle(doc, 'Timbre fiscal digital', left, width);
  doc.y = drawFields(doc, [
    ['No. de serie del certificado del emisor', data.certificateNumber],
    ['No. de serie del certificado del SAT', data.satCertificateNumber],
    ['RFC del proveedor de certificación', seals.pacRfc],
  ], { x: left, y: doc.y, width, labelWidth: 190 });
  doc.moveDown(0.4);
  for (const [label, value] of [
    ['Sello digital del CFDI', seals.sello],
    ['Sello digital del SAT', seals.selloSat],
    ['Cadena original del complemento de certificación digital del SAT', seals.stampOriginalString],
  ] as const) {
    ensureSpace(doc, 30);
    doc.font('Helvetica-Bold').fontSize(8).fillColor(COLORS.muted).text(label, left, doc.y, { width });
    // Seals are unbroken base64: Courier keeps them legible, and pdfkit wraps them anywhere.
    doc.font('Courier').fontSize(7).fillColor(COLORS.text).text(value, left, doc.y, { width });
    doc.moveDown(0.4);
  }

  doc.moveDown(0.6);
  ensureSpace(doc, 14);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLORS.brand).text(PRINTED_CFDI, left, doc.y, { width, align: 'center' });

  return pdf.finish({
    company: data.company,
    title: 'Factura',
    subtitle: [`Serie y folio ${serieFolio}`, `Contrato ${data.contractNumber}`],
    footer: `${PRINTED_CFDI}. Folio fiscal ${data.uuid}`,
  });
}

function twoColumns(doc: Pdf, left: number, width: number, ...columns: [[title: string, fields: readonly Field[]], [title: string, fields: readonly Field[]]]): void {
  const gap = 16;
  // The right column is wider so the folio fiscal (36 characters) fits on one line.
  const widths = [(width - gap) * 0.44, (width - gap) * 0.56];
  ensureSpace(doc, 90);
  const top = doc.y;
  const bottoms = columns.map(([title, fields], index) => {
    const x = index === 0 ? left : left + (widths[0] ?? 0) + gap;
    const columnWidth = widths[index] ?? 0;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.brand).text(title, x, top, { width: columnWidth });
    return drawFields(doc, fields, { x, y: top + 15, width: columnWidth });
  });
  doc.x = left;
  doc.y = Math.max(...bottoms) + 10;
}

function drawTotals(doc: Pdf, data: CfdiData, left: number, width: number): void {
  const boxWidth = 220;
  const x = left + width - boxWidth;
  const rows: Array<[string, string, boolean]> = [
    ['Subtotal', formatMxn(data.subtotal), false],
    ['IVA trasladado 16 %', formatMxn(data.iva), false],
    ['Total', formatMxn(data.total), true],
  ];
  ensureSpace(doc, rows.length * 16 + 20);
  const top = doc.y;
  doc.roundedRect(x, top, boxWidth, rows.length * 16 + 8, 4).fillAndStroke(COLORS.panel, COLORS.rule);
  rows.forEach(([label, value, strong], index) => {
    const y = top + 6 + index * 16;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 10 : 9).fillColor(COLORS.text);
    doc.text(label, x + 10, y, { width: 100, lineBreak: false });
    doc.text(value, x + 110, y, { width: boxWidth - 120, align: 'right', lineBreak: false });
  });
  doc.x = left;
  doc.y = top + rows.length * 16 + 22;
}
