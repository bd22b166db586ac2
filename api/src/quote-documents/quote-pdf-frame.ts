import PDFDocument from 'pdfkit';
import { COLORS, type Pdf } from '../customer-documents/pdf-document';

// The quote's page: the customer documents' LETTER page and margins (so their drawTable,
// drawFields and sectionTitle work unchanged), with a header that carries the company's mark
// beside its name. The shared header has no place for a mark: it starts the company's name at
// the left margin. The quote is what a prospect keeps and compares, so it is branded; the footer
// is the same "Página X de Y" line.

const MARGINS = { top: 104, bottom: 64, left: 48, right: 48 } as const;
const ACCENT = '#f2a900';
const MARK_SIZE = 42;

export interface QuoteFrame {
  company: { name: string; legalName: string; contactLine: string };
  title: string;
  /** Up to three short lines under the title (folio, date, validity). */
  subtitle: readonly string[];
  footer: string;
}

export interface QuotePdfBuilder {
  doc: Pdf;
  left: number;
  width: number;
  /** Draws header and footer on every page, ends the document and resolves with its bytes. */
  finish(frame: QuoteFrame): Promise<Buffer>;
}

export function createQuotePdf(info: { title: string; author: string }): QuotePdfBuilder {
  // bufferPages: pages stay open until the end, when "de Y" is known.
  const doc = new PDFDocument({ size: 'LETTER', margins: { ...MARGINS }, bufferPages: true, info: { Title: info.title, Author: info.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = MARGINS.left;
  const width = doc.page.width - MARGINS.left - MARGINS.right;

  return {
    doc,
    left,
    width,
    finish(frame) {
      const { start, count } = doc.bufferedPageRange();
      for (let index = 0; index < count; index += 1) {
        doc.switchToPage(start + index);
        // Writing inside the margins would otherwise make pdfkit start a new page.
        const margins = doc.page.margins;
        doc.page.margins = { ...margins, top: 0, bottom: 0 };
        drawHeader(doc, frame, left, width);
        drawFooter(doc, frame.footer, `Página ${index + 1} de ${count}`, left, width);
        doc.page.margins = margins;
      }
      doc.end();
      return done;
    },
  };
}

/** The company's mark: a road running to a rising sun, in the brand's colours (vector, no files). */
export function drawMark(doc: Pdf, x: number, y: number, size: number): void {
  const u = size / 40;
  const horizon = y + 17 * u;
  doc.save();
  doc.roundedRect(x, y, size, size, 7 * u).fill(COLORS.brand);
  // Half a sun on the horizon.
  doc.path(`M ${x + 12 * u} ${horizon} A ${8 * u} ${8 * u} 0 0 1 ${x + 28 * u} ${horizon} Z`).fill(ACCENT);
  doc.rect(x + 5 * u, horizon, 30 * u, 1.2 * u).fill('#ffffff');
  doc.polygon([x + 7 * u, y + 35 * u], [x + 33 * u, y + 35 * u], [x + 21 * u, horizon], [x + 19 * u, horizon]).fill('#ffffff');
  // The centre line, its dashes shorter towards the horizon.
  doc.rect(x + 19.1 * u, y + 28 * u, 1.8 * u, 5 * u).fill(COLORS.brand);
  doc.rect(x + 19.4 * u, y + 22 * u, 1.2 * u, 3 * u).fill(COLORS.brand);
  doc.restore();
}

function drawHeader(doc: Pdf, frame: QuoteFrame, left: number, width: number): void {
  const top = 34;
  drawMark(doc, left, top - 2, MARK_SIZE);
  const sideWidth = 190;
  const nameLeft = left + MARK_SIZE + 10;
  const nameWidth = width - sideWidth - (nameLeft - left) - 12;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(COLORS.brand).text(frame.company.name, nameLeft, top, { width: nameWidth, height: 18, ellipsis: true });
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted).text(frame.company.legalName, nameLeft, top + 18, { width: nameWidth, height: 10, ellipsis: true });
  doc.text(frame.company.contactLine, nameLeft, top + 29, { width: nameWidth, height: 10, ellipsis: true });

  const sideLeft = left + width - sideWidth;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLORS.brand).text(frame.title, sideLeft, top, { width: sideWidth, align: 'right' });
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
  frame.subtitle.forEach((line, index) => doc.text(line, sideLeft, top + 17 + index * 10, { width: sideWidth, align: 'right', height: 10, ellipsis: true }));

  doc.moveTo(left, 88).lineTo(left + width, 88).lineWidth(1.5).strokeColor(COLORS.brand).stroke();
}

function drawFooter(doc: Pdf, text: string, pageLabel: string, left: number, width: number): void {
  const top = doc.page.height - MARGINS.bottom + 14;
  const numberWidth = 80;
  doc.moveTo(left, top).lineTo(left + width, top).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted);
  doc.text(text, left, top + 6, { width: width - numberWidth - 12, height: 30, ellipsis: true });
  doc.text(pageLabel, left + width - numberWidth, top + 6, { width: numberWidth, align: 'right', lineBreak: false });
}
