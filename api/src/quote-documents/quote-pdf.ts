import { QUOTE_LEGENDS, formatMxn } from '@fvc/shared/finance';
import { COLORS, drawFields, drawRegulatorContacts, drawTable, ensureSpace, sectionTitle, type Column, type Pdf } from '../customer-documents/pdf-document';
import { createQuotePdf } from './quote-pdf-frame';
import {
  APPLY_LABEL,
  costSentences,
  keyFigures,
  nextStep,
  personTypeLabel,
  planLabel,
  quoteDate,
  quoteDetails,
  validityPeriod,
  validityText,
  type QuoteDocument,
} from './quote-document';
import { renderInWorker } from '../pdf-workers/render-pool';

interface TextLine {
  text: string;
  font: 'Helvetica' | 'Helvetica-Bold';
  size: number;
  color: string;
  /** The line opens this address when clicked (drawn underlined). */
  link?: string | undefined;
}

const STACK_GAP = 3;

/** The height of lines drawn one under the other, each wrapped to `width`. */
function stackHeight(doc: Pdf, lines: readonly TextLine[], width: number): number {
  return lines.reduce((sum, line, index) => sum + doc.font(line.font).fontSize(line.size).heightOfString(line.text, { width }) + (index > 0 ? STACK_GAP : 0), 0);
}

function drawStack(doc: Pdf, lines: readonly TextLine[], x: number, y: number, width: number): void {
  let top = y;
  for (const line of lines) {
    doc.font(line.font).fontSize(line.size).fillColor(line.color).text(line.text, x, top, { width, ...(line.link ? { link: line.link, underline: true } : {}) });
    top += doc.heightOfString(line.text, { width }) + STACK_GAP;
  }
}

const COLUMN_WIDTHS = [56, 78, 74, 78, 68, 82, 80] as const;

function scheduleColumns(lease: boolean): Column[] {
  const titles = ['Mes', lease ? 'Renta' : 'Pago', 'Interés', 'Capital', 'IVA', lease ? 'Renta con IVA' : 'Pago con IVA', 'Saldo'];
  return titles.map((title, index) => ({ title, width: COLUMN_WIDTHS[index] ?? 70, align: index === 0 ? 'left' : 'right' }));
}

/** Drawn on the PDF worker pool, off the event loop (pdf-workers/render-pool.ts); the same document as `drawQuotePdf`. */
export function renderQuotePdf(data: QuoteDocument): Promise<Buffer> {
  return renderInWorker('quote', data);
}

/**
 * The quote as a PDF a prospect keeps. The first page is the quote itself: the folio, date and
 * validity, the vehicle and plan, the rate and the CAT with what it counts, the key figures, the
 * next step, the legends and the UNE's contact. The schedule follows, its header repeated on each
 * page: placed last, it never leaves a closing block alone on an almost empty page.
 */
export function drawQuotePdf(data: QuoteDocument): Promise<Buffer> {
  const { company, quote, folio } = data;
  const pdf = createQuotePdf({ title: `Cotización ${folio}`, author: company.legalName });
  const { doc, left, width } = pdf;

  doc.y = doc.page.margins.top;
  drawParties(doc, data, left, width);
  drawCostBox(doc, data, left, width);
  drawFigures(doc, data, left, width);
  drawNextStep(doc, data, left, width);
  drawLegends(doc, data, left, width);
  drawRegulatorContacts(doc, data.company, left, width);

  // The schedule starts with a few rows under its title, or on the next page: never one row alone.
  ensureSpace(doc, 120);
  sectionTitle(doc, 'Tabla de pagos', left, width);
  const lease = quote.plan !== 'credit';
  // A lease's last row is the residual value (or purchase option), due with the last rent.
  const last = quote.schedule.length - 1;
  const residual = quote.plan === 'pure-lease' ? 'residual' : 'opción';
  const rows = quote.schedule.map((row, index) => [
    lease && index === last ? `${row.period} ${residual}` : String(row.period),
    formatMxn(row.payment),
    formatMxn(row.interest),
    formatMxn(row.principal),
    formatMxn(row.iva),
    formatMxn(row.total),
    formatMxn(row.balance),
  ]);
  drawTable(doc, scheduleColumns(lease), rows, left);

  return pdf.finish({
    company: { name: company.name, legalName: company.legalName, contactLine: `RFC ${company.rfc} · Tel. ${company.phone}` },
    title: 'Cotización de financiamiento',
    subtitle: [`Folio ${folio}`, `Fecha: ${quoteDate(data.createdAt)}`, validityText(data.createdAt)],
    footer: `Folio ${folio} · Atención a clientes: ${company.phone} · ${company.email} · UNE: ${company.une.phone}`,
  });
}

function drawParties(doc: Pdf, data: QuoteDocument, left: number, width: number): void {
  const gap = 16;
  const columnWidth = (width - gap) / 2;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.brand).text('Vehículo y plan', left, top, { width: columnWidth });
  doc.text('Cotización', left + columnWidth + gap, top, { width: columnWidth });
  const fieldsTop = top + 15;
  const vehicleBottom = drawFields(
    doc,
    [
      ['Vehículo', data.vehicle.model],
      ['Versión', data.vehicle.version],
      ['Plan', planLabel(data.quote)],
      ['Tipo de persona', personTypeLabel(data.quote)],
    ],
    { x: left, y: fieldsTop, width: columnWidth, labelWidth: 70 },
  );
  const quoteBottom = drawFields(
    doc,
    [
      ['Cliente', data.customerName],
      ['Folio', data.folio],
      ['Fecha', quoteDate(data.createdAt)],
      ['Vigencia', validityPeriod(data.createdAt)],
    ],
    { x: left + columnWidth + gap, y: fieldsTop, width: columnWidth, labelWidth: 70 },
  );
  doc.x = left;
  doc.y = Math.max(vehicleBottom, quoteBottom) + 10;
}

/** The rate and the CAT, together and first: what a customer compares between offers. */
function drawCostBox(doc: Pdf, data: QuoteDocument, left: number, width: number): void {
  const { rate, cat, catWithoutInsurance, catIncludes } = costSentences(data);
  // The rate large, the CAT legend in bold (as the rule asks), what it counts in plain text.
  const lines: TextLine[] = [
    ...(rate ? [{ text: rate, font: 'Helvetica-Bold', size: 11, color: COLORS.brand } as const] : []),
    { text: cat, font: 'Helvetica-Bold', size: 9, color: COLORS.text },
    ...(catWithoutInsurance ? [{ text: catWithoutInsurance, font: 'Helvetica-Bold', size: 9, color: COLORS.text } as const] : []),
    ...(catIncludes ? [{ text: catIncludes, font: 'Helvetica', size: 8.5, color: COLORS.text } as const] : []),
  ];
  const pad = 10;
  const innerWidth = width - 2 * pad - 4;
  const height = stackHeight(doc, lines, innerWidth) + 2 * pad;
  ensureSpace(doc, height + 10);
  const top = doc.y;
  doc.rect(left, top, width, height).fill(COLORS.panel);
  doc.rect(left, top, 4, height).fill(COLORS.brand);
  drawStack(doc, lines, left + pad + 4, top + pad, innerWidth);
  doc.x = left;
  doc.y = top + height + 12;
}

function drawFigures(doc: Pdf, data: QuoteDocument, left: number, width: number): void {
  const figures = keyFigures(data.quote);
  const perRow = 4;
  const cellWidth = width / perRow;
  const cellHeight = 38;
  const details = quoteDetails(data.quote);
  const detailsHeight = Math.ceil(details.length / 2) * 13 + 8;
  const height = Math.ceil(figures.length / perRow) * cellHeight + 8 + detailsHeight;
  ensureSpace(doc, height + 12);
  const top = doc.y;
  doc.roundedRect(left, top, width, height, 4).fillAndStroke('#ffffff', COLORS.rule);
  figures.forEach(([label, value], index) => {
    const x = left + (index % perRow) * cellWidth + 10;
    const y = top + 8 + Math.floor(index / perRow) * cellHeight;
    const innerWidth = cellWidth - 16;
    // The monthly payment is what a customer looks for first.
    const highlight = index === 4;
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted).text(label, x, y, { width: innerWidth, lineBreak: false, ellipsis: true });
    doc.font('Helvetica-Bold').fontSize(12).fillColor(highlight ? COLORS.brand : COLORS.text).text(value, x, y + 11, { width: innerWidth, lineBreak: false });
  });
  const detailsTop = top + Math.ceil(figures.length / perRow) * cellHeight + 6;
  doc.moveTo(left + 10, detailsTop - 2).lineTo(left + width - 10, detailsTop - 2).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  details.forEach(([label, value], index) => {
    const x = left + 10 + (index % 2) * (width / 2);
    const y = detailsTop + 4 + Math.floor(index / 2) * 13;
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted).text(`${label}: `, x, y, { continued: true, lineBreak: false })
      .font('Helvetica-Bold').fillColor(COLORS.text).text(value, { lineBreak: false });
  });
  doc.x = left;
  doc.y = top + height + 12;
}

/** What to do now, beside whom to see: the dealer, or the promise of a call. */
function drawNextStep(doc: Pdf, data: QuoteDocument, left: number, width: number): void {
  const step = nextStep(data);
  const pad = 10;
  const gap = 16;
  const hasDealer = step.dealerLines.length > 0;
  const textWidth = hasDealer ? (width - 2 * pad - gap) / 2 : width - 2 * pad;
  const what: TextLine[] = [
    { text: 'Siguiente paso', font: 'Helvetica-Bold', size: 10, color: COLORS.brand },
    { text: step.lead, font: 'Helvetica-Bold', size: 9.5, color: COLORS.text },
    // Applying online from this quote (issue #72): the link and its address, for a printed copy.
    ...(data.applyUrl
      ? [
          { text: `${APPLY_LABEL} en línea`, font: 'Helvetica-Bold', size: 9.5, color: COLORS.brand, link: data.applyUrl } as const,
          { text: data.applyUrl, font: 'Helvetica', size: 7.5, color: COLORS.muted, link: data.applyUrl } as const,
        ]
      : []),
    { text: step.contact, font: 'Helvetica', size: 8, color: COLORS.muted },
  ];
  const whom: TextLine[] = step.dealerLines.map((text, index) => ({
    text,
    font: index === 0 ? 'Helvetica-Bold' : 'Helvetica',
    size: 9,
    color: COLORS.text,
  }));
  const height = Math.max(stackHeight(doc, what, textWidth), stackHeight(doc, whom, textWidth)) + 2 * pad;
  ensureSpace(doc, height + 12);
  const top = doc.y;
  doc.roundedRect(left, top, width, height, 4).fillAndStroke(COLORS.panel, COLORS.rule);
  drawStack(doc, what, left + pad, top + pad, textWidth);
  if (hasDealer) {
    const x = left + pad + textWidth + gap;
    doc.moveTo(x - gap / 2, top + pad).lineTo(x - gap / 2, top + height - pad).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    drawStack(doc, whom, x, top + pad + 1, textWidth);
  }
  doc.x = left;
  doc.y = top + height + 12;
}

function drawLegends(doc: Pdf, { company }: QuoteDocument, left: number, width: number): void {
  const legends = [...QUOTE_LEGENDS, company.regulatorLegend];
  doc.font('Helvetica').fontSize(7.5);
  const height = legends.reduce((sum, legend) => sum + doc.heightOfString(legend, { width }) + 1.5, 0);
  ensureSpace(doc, height + 24); // the legends stay in one piece, under their title
  sectionTitle(doc, 'Avisos importantes', left, width);
  doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.text);
  for (const legend of legends) doc.text(legend, left, doc.y, { width, paragraphGap: 1.5 });
  doc.x = left;
  doc.y += 10;
}

