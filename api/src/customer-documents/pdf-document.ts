import PDFDocument from 'pdfkit';
import type { CompanyInfo, RegulatorContacts } from './document-types';

// What the customer documents share: the LETTER page with the company's header and a footer with
// "Página X de Y" on every page, a table whose column header repeats after each page break, and
// label/value blocks. Like the quote PDF, they use pdfkit's standard Helvetica (WinAnsi covers
// Spanish), so there are no font files to ship.

export type Pdf = PDFKit.PDFDocument;

export const COLORS = { brand: '#0b3c5d', text: '#1a1a1a', muted: '#5b6670', rule: '#c8d3dc', panel: '#f2f5f8', alert: '#b00020' } as const;

// The header and footer are drawn inside these margins, once the page count is known.
const MARGINS = { top: 104, bottom: 64, left: 48, right: 48 } as const;

export interface PageFrame {
  company: CompanyInfo;
  /** Right side of the header: the document's name, then a line or two (contract, folio). */
  title: string;
  subtitle: readonly string[];
  /** Left side of the footer, above or beside the page number. */
  footer: string;
}

export interface PdfBuilder {
  doc: Pdf;
  /** Left edge and usable width of the page body. */
  left: number;
  width: number;
  /** Draws header and footer on every page, ends the document and resolves with its bytes. */
  finish(frame: PageFrame): Promise<Buffer>;
}

export function createPdf(info: { title: string; author: string }): PdfBuilder {
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

function drawHeader(doc: Pdf, frame: PageFrame, left: number, width: number): void {
  const sideWidth = 220;
  const companyWidth = width - sideWidth - 12;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(COLORS.brand).text(frame.company.name, left, 34, { width: companyWidth, height: 18, ellipsis: true });
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted).text(frame.company.legalName, left, 52, { width: companyWidth, height: 20, ellipsis: true });
  doc.text(`RFC ${frame.company.rfc}`, left, 72, { width: companyWidth });

  const sideLeft = left + width - sideWidth;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(COLORS.brand).text(frame.title, sideLeft, 34, { width: sideWidth, align: 'right' });
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
  frame.subtitle.forEach((line, index) => doc.text(line, sideLeft, 52 + index * 10, { width: sideWidth, align: 'right', height: 10, ellipsis: true }));

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

/** Starts a new page when `height` more points would not fit above the footer. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

export function sectionTitle(doc: Pdf, title: string, left: number, width: number): void {
  ensureSpace(doc, 40);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.brand).text(title, left, doc.y, { width });
  doc.moveDown(0.3);
}

export type Field = readonly [label: string, value: string];

export interface FieldsLayout {
  x: number;
  y: number;
  width: number;
  labelWidth?: number;
  /** Longer values end in an ellipsis: for documents that must stay on one page. */
  maxValueLines?: number;
}

/**
 * Label/value rows in a column that starts at (x, y). Returns the y below the last row, so two
 * columns drawn side by side can continue below the taller one.
 */
export function drawFields(doc: Pdf, fields: readonly Field[], { x, y, width, labelWidth = 96, maxValueLines }: FieldsLayout): number {
  const valueWidth = width - labelWidth;
  let rowTop = y;
  for (const [label, value] of fields) {
    doc.font('Helvetica-Bold').fontSize(8);
    const labelHeight = doc.heightOfString(label, { width: labelWidth - 6 });
    doc.font('Helvetica').fontSize(8.5);
    const maxHeight = maxValueLines === undefined ? Infinity : maxValueLines * doc.currentLineHeight(true);
    const valueHeight = Math.min(doc.heightOfString(value || ' ', { width: valueWidth }), maxHeight);
    const rowHeight = Math.max(labelHeight, valueHeight) + 3;
    if (rowTop + rowHeight > doc.page.maxY()) {
      doc.addPage();
      rowTop = doc.y;
    }
    doc.font('Helvetica-Bold').fontSize(8).fillColor(COLORS.muted).text(label, x, rowTop + 0.5, { width: labelWidth - 6 });
    doc.font('Helvetica').fontSize(8.5).fillColor(COLORS.text)
      .text(value, x + labelWidth, rowTop, { width: valueWidth, ...(maxValueLines === undefined ? {} : { height: valueHeight + 1, ellipsis: true }) });
    rowTop += rowHeight;
  }
  return rowTop;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 8;
// A very long cell is cut with an ellipsis rather than making a row taller than a page.
const MAX_CELL_LINES = 4;

/**
 * A table that flows over as many pages as it needs, repeating its column header at the top of
 * each page it continues on. Rows are never split across pages.
 */
export function drawTable(doc: Pdf, columns: readonly Column[], rows: ReadonlyArray<readonly string[]>, left: number): void {
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);
  doc.font('Helvetica').fontSize(TABLE_FONT_SIZE);
  const lineHeight = doc.currentLineHeight(true);

  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(TABLE_FONT_SIZE);
    const lines = columns.map((column, index) => doc.heightOfString(cells[index] || ' ', { width: column.width - 2 * CELL_PADDING }));
    return Math.min(Math.max(...lines), MAX_CELL_LINES * lineHeight) + 2 * CELL_PADDING;
  };

  const drawCells = (cells: readonly string[], top: number, height: number, font: string, color: string) => {
    let x = left;
    doc.font(font).fontSize(TABLE_FONT_SIZE).fillColor(color);
    columns.forEach((column, index) => {
      doc.text(cells[index] ?? '', x + CELL_PADDING, top + CELL_PADDING, {
        width: column.width - 2 * CELL_PADDING,
        height: height - 2 * CELL_PADDING + 1,
        ellipsis: true,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
  };

  const titles = columns.map((column) => column.title);
  const headerHeight = rowHeight(titles, 'Helvetica-Bold');
  const drawHeaderRow = () => {
    const top = doc.y;
    doc.rect(left, top, tableWidth, headerHeight).fill(COLORS.brand);
    drawCells(titles, top, headerHeight, 'Helvetica-Bold', '#ffffff');
    doc.y = top + headerHeight;
  };

  ensureSpace(doc, headerHeight + rowHeight(rows[0] ?? titles, 'Helvetica'));
  drawHeaderRow();
  rows.forEach((cells, index) => {
    const height = rowHeight(cells, 'Helvetica');
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      drawHeaderRow();
    }
    const top = doc.y;
    if (index % 2 === 1) doc.rect(left, top, tableWidth, height).fill(COLORS.panel);
    drawCells(cells, top, height, 'Helvetica', COLORS.text);
    doc.y = top + height;
  });
  doc.moveTo(left, doc.y).lineTo(left + tableWidth, doc.y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  doc.x = left;
  doc.y += 8;
}

/** The UNE, CONDUSEF and the Buró in two columns, in one piece (the quote and the payoff letter). */
export function drawRegulatorContacts(doc: Pdf, contacts: RegulatorContacts, left: number, width: number): void {
  const gap = 16;
  const columnWidth = (width - gap) / 2;
  const une = { x: left, width: columnWidth, labelWidth: 60 };
  const authorities = { x: left + columnWidth + gap, width: columnWidth, labelWidth: 86 };
  const uneFields: Field[] = [
    ['Teléfono', contacts.une.phone],
    ['Correo', contacts.une.email],
    ['Horario', contacts.une.hours],
    ['Domicilio', contacts.une.address],
  ];
  const authorityFields: Field[] = [
    ['Titular', contacts.une.head.replace(/^Titular de la UNE:\s*/, '')],
    ['CONDUSEF', `${contacts.condusef.phone} · ${contacts.condusef.url.replace(/^https?:\/\//, '')}`],
    ['Buró de Entidades Financieras', contacts.buroUrl.replace(/^https?:\/\//, '')],
  ];
  const height = Math.max(fieldsHeight(doc, uneFields, une), fieldsHeight(doc, authorityFields, authorities));
  ensureSpace(doc, height + 24);
  sectionTitle(doc, 'Unidad Especializada de Atención a Usuarios (UNE)', left, width);
  const top = doc.y;
  const uneBottom = drawFields(doc, uneFields, { ...une, y: top });
  const authoritiesBottom = drawFields(doc, authorityFields, { ...authorities, y: top });
  doc.x = left;
  doc.y = Math.max(uneBottom, authoritiesBottom) + 12;
}

/** The height drawFields will take for these fields (its fonts and row spacing). */
function fieldsHeight(doc: Pdf, fields: readonly Field[], { width, labelWidth }: { width: number; labelWidth: number }): number {
  return fields.reduce((sum, [label, value]) => {
    const labelHeight = doc.font('Helvetica-Bold').fontSize(8).heightOfString(label, { width: labelWidth - 6 });
    const valueHeight = doc.font('Helvetica').fontSize(8.5).heightOfString(value || ' ', { width: width - labelWidth });
    return sum + Math.max(labelHeight, valueHeight) + 3;
  }, 0);
}
