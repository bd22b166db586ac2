import { formatMxn, formatPercent, type Cents } from '@fvc/shared/finance';
import { formatDate, formatInstant, formatPeriod } from './document-dates';
import type { StatementData } from './document-types';
import { COLORS, createPdf, drawFields, drawRegulatorContacts, drawTable, ensureSpace, sectionTitle, type Column, type Pdf } from './pdf-document';
import { taxRegimeLabel } from './sat-catalogs';
import { renderInWorker } from '../pdf-workers/render-pool';

const PERSON_TYPES = { fisica: 'Persona física', moral: 'Persona moral' } as const;

const MOVEMENT_COLUMNS: readonly Column[] = [
  { title: 'Fecha', width: 58 },
  { title: 'Concepto', width: 170 },
  { title: 'Referencia', width: 72 },
  { title: 'Cargo', width: 70, align: 'right' },
  { title: 'Abono', width: 70, align: 'right' },
  { title: 'Saldo', width: 76, align: 'right' },
];

const EMPTY_PERIOD_TEXT = 'Sin movimientos en el periodo';

// A zero charge or credit prints as an empty cell, as bank statements do: the eye finds the amounts.
const amountCell = (cents: Cents) => (cents === 0 ? '' : formatMxn(cents));

/** Drawn on the PDF worker pool, off the event loop (pdf-workers/render-pool.ts); the same document as `drawStatementPdf`. */
export function renderStatementPdf(data: StatementData): Promise<Buffer> {
  return renderInWorker('statement', data);
}

/** The monthly account statement (estado de cuenta) of one contract. */
export async function drawStatementPdf(data: StatementData): Promise<Buffer> {
  const { company, contract } = data;
  const period = `Periodo: ${formatPeriod(data.period.from, data.period.to)}`;
  const pdf = createPdf({ title: `Estado de cuenta ${contract.number} ${data.period.from.slice(0, 7)}`, author: company.legalName });
  const { doc, left, width } = pdf;

  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.text).text(period, left, doc.page.margins.top, { width });
  doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted)
    .text(`Fecha de corte: ${formatDate(data.period.to)} · Emitido: ${formatInstant(data.generatedAt)} (hora del centro de México)`, { width });
  doc.moveDown(0.8);

  drawParties(doc, data, left, width);
  drawSummary(doc, data, left, width);

  sectionTitle(doc, 'Movimientos del periodo', left, width);
  if (data.movements.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(COLORS.muted).text(EMPTY_PERIOD_TEXT, left, doc.y, { width });
    doc.moveDown();
  } else {
    drawTable(
      doc,
      MOVEMENT_COLUMNS,
      data.movements.map((movement) => [
        formatDate(movement.date),
        movement.description,
        movement.reference,
        amountCell(movement.charge),
        amountCell(movement.credit),
        formatMxn(movement.balance),
      ]),
      left,
    );
  }

  if (data.legends.length > 0) {
    doc.moveDown(0.5);
    sectionTitle(doc, 'Avisos', left, width);
    doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.text);
    for (const legend of data.legends) doc.text(legend, left, doc.y, { width, paragraphGap: 3 });
  }

  doc.moveDown(0.5);
  ensureSpace(doc, 72); // the contact block stays in one piece
  sectionTitle(doc, 'Atención a clientes', left, width);
  doc.y = drawFields(doc, [['Teléfono', company.phone], ['Correo', company.email], ['Horario', company.hours]], { x: left, y: doc.y, width }) + 8;
  drawRegulatorContacts(doc, data.contacts, left, width);

  return pdf.finish({
    company,
    title: 'Estado de cuenta',
    subtitle: [`Contrato ${contract.number}`, period],
    footer: `Atención a clientes: ${company.phone} · ${company.email} · ${company.hours}`,
  });
}

function drawParties(doc: Pdf, { customer, contract }: StatementData, left: number, width: number): void {
  const gap = 16;
  const columnWidth = (width - gap) / 2;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLORS.brand).text('Cliente', left, top, { width: columnWidth });
  doc.text('Contrato', left + columnWidth + gap, top, { width: columnWidth });
  const fieldsTop = top + 15;
  const customerBottom = drawFields(
    doc,
    [
      [customer.personType === 'moral' ? 'Razón social' : 'Nombre', customer.name],
      ['RFC', customer.rfc],
      ['Tipo de persona', PERSON_TYPES[customer.personType]],
      ['Régimen fiscal', taxRegimeLabel(customer.taxRegime)],
      ['C.P. fiscal', customer.fiscalZip],
    ],
    { x: left, y: fieldsTop, width: columnWidth, labelWidth: 86 },
  );
  const contractBottom = drawFields(
    doc,
    [
      ['Número', contract.number],
      ['Plan', contract.planLabel],
      ['Vehículo', contract.vehicle],
      ['Tasa de interés anual', formatPercent(contract.annualRate, 2)],
      ['Plazo', contract.term],
      ['Vigencia', `${formatDate(contract.startDate)} al ${formatDate(contract.endDate)}`],
    ],
    { x: left + columnWidth + gap, y: fieldsTop, width: columnWidth, labelWidth: 104 },
  );
  doc.x = left;
  doc.y = Math.max(customerBottom, contractBottom) + 10;
}

function drawSummary(doc: Pdf, data: StatementData, left: number, width: number): void {
  const next = data.nextPayment;
  const cells: Array<{ label: string; value: string; note?: string; alert?: boolean }> = [
    { label: 'Saldo anterior', value: formatMxn(data.openingBalance) },
    { label: 'Cargos del periodo', value: formatMxn(data.charges) },
    { label: 'Abonos del periodo', value: formatMxn(data.credits) },
    { label: 'Saldo al cierre', value: formatMxn(data.closingBalance) },
    { label: 'Monto vencido', value: formatMxn(data.overdueAmount), alert: data.overdueAmount > 0 },
    next
      ? { label: 'Próximo pago', value: formatMxn(next.amount), note: `Fecha límite: ${formatDate(next.dueDate)}` }
      : { label: 'Próximo pago', value: 'Sin pagos pendientes' },
  ];
  const perRow = 3;
  const cellWidth = width / perRow;
  const cellHeight = 44;
  const height = Math.ceil(cells.length / perRow) * cellHeight + 8;
  ensureSpace(doc, height + 10);
  const top = doc.y;
  doc.roundedRect(left, top, width, height, 4).fillAndStroke(COLORS.panel, COLORS.rule);
  cells.forEach((cell, index) => {
    const x = left + (index % perRow) * cellWidth + 10;
    const y = top + 8 + Math.floor(index / perRow) * cellHeight;
    const innerWidth = cellWidth - 20;
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted).text(cell.label, x, y, { width: innerWidth, lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(12).fillColor(cell.alert ? COLORS.alert : COLORS.text).text(cell.value, x, y + 11, { width: innerWidth, lineBreak: false });
    if (cell.note) doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted).text(cell.note, x, y + 26, { width: innerWidth, lineBreak: false });
  });
  doc.x = left;
  doc.y = top + height + 14;
}
