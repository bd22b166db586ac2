import PDFDocument from 'pdfkit';
import { PLAN_LABELS, QUOTE_LEGENDS, catLegend, formatMxn, formatPercent, monthlyPaymentLabel, type Quote } from '@fvc/shared/finance';

export interface StoredQuote {
  id: string;
  createdAt: Date;
  name: string;
  vehicle: string;
  quote: Quote;
}

const COMPANY = 'Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R.';
const PERSON = { fisica: 'Persona física', moral: 'Persona moral' } as const;
const INSURANCE = { cash: 'De contado', financed: 'Financiado' } as const;

/** The quote's facts as label/value lines: shared by the PDF and the e-mail. */
export function quoteSummaryLines({ quote, vehicle }: Pick<StoredQuote, 'quote' | 'vehicle'>): Array<[string, string]> {
  const lease = quote.plan !== 'credit';
  return [
    ['Vehículo', vehicle],
    ['Plan', PLAN_LABELS[quote.plan]],
    ['Tipo de persona', PERSON[quote.input.personType]],
    ['Precio con IVA', formatMxn(quote.input.price)],
    [lease ? 'Pago inicial (sin IVA)' : 'Enganche', `${formatMxn(quote.downPayment)} (${formatPercent(quote.input.downPayment, 0)})`],
    [lease ? 'Valor arrendado' : 'Monto financiado', formatMxn(quote.financed)],
    ['Plazo', `${quote.input.termMonths} meses`],
    ['Seguro', `${INSURANCE[quote.input.insurance]}: ${formatMxn(quote.insurancePremium)}`],
    [monthlyPaymentLabel(quote), formatMxn(quote.monthlyPayment)],
    ['Comisión por apertura + IVA', formatMxn(quote.commission + quote.commissionIva)],
    ...(lease
      ? ([
          ['Depósito en garantía', formatMxn(quote.deposit)],
          [quote.plan === 'pure-lease' ? 'Valor residual' : 'Opción de compra', formatMxn(quote.residual)],
        ] as Array<[string, string]>)
      : []),
    ['Desembolso inicial', formatMxn(quote.atSigning)],
    ['Costo total', formatMxn(quote.totalCost)],
  ];
}

/** The quote as a PDF: summary, CAT legend, the full schedule and the risk legends. */
export function renderQuotePdf(stored: StoredQuote): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: `Cotización ${stored.id}`, Author: COMPANY } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(16).text('Cotización de financiamiento', { align: 'left' });
  doc.fontSize(9).fillColor('#555').text(`${COMPANY} · Folio ${stored.id} · ${stored.createdAt.toISOString().slice(0, 10)}`);
  doc.moveDown().fillColor('#000').fontSize(10).text(`Cliente: ${stored.name}`);
  doc.moveDown(0.5);
  for (const [label, value] of quoteSummaryLines(stored)) doc.text(`${label}: ${value}`);
  doc.moveDown(0.5).font('Helvetica-Bold').text(catLegend(stored.quote.cat, stored.createdAt)).font('Helvetica');
  doc.moveDown();

  const columns = [
    { title: 'Mes', width: 40 },
    { title: 'Pago', width: 85 },
    { title: 'Interés', width: 80 },
    { title: 'Capital', width: 85 },
    { title: 'IVA', width: 70 },
    { title: 'Total', width: 85 },
    { title: 'Saldo', width: 90 },
  ];
  const drawRow = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 72) doc.addPage();
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((cell, index) => {
      const width = columns[index]?.width ?? 60;
      doc.text(cell, x, y, { width: width - 4, align: index === 0 ? 'left' : 'right' });
      x += width;
    });
    doc.x = doc.page.margins.left;
    doc.y = y + 12;
  };
  drawRow(columns.map((c) => c.title), true);
  for (const row of stored.quote.schedule) {
    drawRow([String(row.period), formatMxn(row.payment), formatMxn(row.interest), formatMxn(row.principal), formatMxn(row.iva), formatMxn(row.total), formatMxn(row.balance)]);
  }

  doc.moveDown().font('Helvetica').fontSize(8).fillColor('#333');
  for (const legend of QUOTE_LEGENDS) doc.text(legend, { width: doc.page.width - 96 });
  doc.end();
  return done;
}
