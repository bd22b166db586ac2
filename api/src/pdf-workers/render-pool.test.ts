import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { isMainThread } from 'node:worker_threads';
import { computeQuote } from '@fvc/shared/finance';
import { CfdiDataError } from '../customer-documents/cfdi-xml';
import { drawInvoicePdf, renderInvoicePdf } from '../customer-documents/invoice-pdf';
import { drawPolicyPdf, renderPolicyPdf } from '../customer-documents/policy-pdf';
import { drawStatementPdf, renderStatementPdf } from '../customer-documents/statement-pdf';
import { pdfPageTexts } from '../customer-documents/testing/pdf-text';
import { sampleCfdi, sampleCompany, sampleCustomer, sampleMovements, samplePolicy, sampleStatement } from '../customer-documents/testing/sample-documents';
import type { ReceiptData } from '../customer-documents/document-types';
import { drawReceiptPdf, renderReceiptPdf } from '../payments/receipt-pdf';
import type { QuoteDocument } from '../quote-documents/quote-document';
import { drawQuotePdf, renderQuotePdf } from '../quote-documents/quote-pdf';
import { closeRenderPool } from './render-pool';

// The renderers the routes call draw on worker threads; what a customer receives must be the very
// document the in-thread drawing code makes (the bytes differ only in pdfkit's creation date).

after(closeRenderPool);

const quoteDocument: QuoteDocument = {
  folio: 'COT-2026-000042',
  createdAt: new Date('2026-03-10T17:00:00Z'),
  customerName: 'Transportes del Bajío',
  vehicle: { model: 'Camión Cumbre T800', version: 'T800 Tractocamión 2026' },
  quote: computeQuote(
    { plan: 'credit', personType: 'moral', price: 250_000_000, priceWithoutIva: 215_517_241, downPayment: 0.2, termMonths: 72, insurance: 'financed' },
    {
      plan: 'credit',
      annualRate: 0.159,
      minDownPayment: 0.1,
      maxDownPayment: 0.5,
      commission: 0.02,
      residual: 0,
      insuranceRate: 0.03,
      depositRents: 0,
      terms: [12, 24, 36, 48, 60, 72],
      ivaOnInterest: { fisica: true, moral: true },
    },
  ),
  company: {
    name: sampleCompany.name,
    legalName: sampleCompany.legalName,
    rfc: sampleCompany.rfc,
    phone: sampleCompany.phone,
    email: sampleCompany.email,
    hours: sampleCompany.hours,
    une: { address: 'Av. Constituyentes 1000', phone: '800 555 0199', email: 'une@example.com', hours: 'Lunes a viernes', head: 'Lic. Andrea Salinas' },
    condusef: { phone: '55 5340 0999', url: 'https://www.condusef.gob.mx' },
    buroUrl: 'https://www.buro.condusef.gob.mx',
    regulatorLegend: 'Sociedad financiera de objeto múltiple, entidad no regulada.',
  },
  dealer: { name: 'Camiones del Norte', address: 'Av. Constitución 100', city: 'Monterrey', state: 'Nuevo León', phone: '81 1234 5678' },
};

const receipt: ReceiptData = {
  company: sampleCompany,
  customer: sampleCustomer,
  method: 'card',
  folio: 'PAG-2026-000007',
  contractNumber: 'CTR-0001',
  vehicle: 'Camión Cumbre C45 2024',
  amount: 1_234_567,
  authorization: '123456',
  bankMessage: 'Aprobada',
  paidAt: '2026-03-10T17:00:00Z',
  application: {
    applied: { fee: 0, iva: 20_000, interest: 125_000, principal: 1_089_567 },
    paidAhead: [],
    contribution: 0,
    termChange: null,
    settled: false,
    inFavour: 0,
    balanceAfter: 98_765_432,
    principalAfter: 98_765_432,
    word: 'mensualidad',
  },
};

const cases = [
  { name: 'la cotización (72 meses, varias páginas)', inWorker: () => renderQuotePdf(quoteDocument), inThread: () => drawQuotePdf(quoteDocument) },
  { name: 'el recibo de pago', inWorker: () => renderReceiptPdf(receipt), inThread: () => drawReceiptPdf(receipt) },
  { name: 'la factura (CFDI)', inWorker: () => renderInvoicePdf(sampleCfdi()), inThread: () => drawInvoicePdf(sampleCfdi()) },
  {
    name: 'el estado de cuenta',
    inWorker: () => renderStatementPdf(sampleStatement({ movements: sampleMovements(80) })),
    inThread: () => drawStatementPdf(sampleStatement({ movements: sampleMovements(80) })),
  },
  { name: 'la póliza', inWorker: () => renderPolicyPdf(samplePolicy()), inThread: () => drawPolicyPdf(samplePolicy()) },
];

for (const { name, inWorker, inThread } of cases) {
  test(`${name}: el PDF hecho en un hilo de trabajo es el mismo documento que el hecho en el hilo principal`, async () => {
    const [fromWorker, fromThread] = await Promise.all([inWorker(), inThread()]);
    assert.ok(Buffer.isBuffer(fromWorker));
    assert.equal(fromWorker.subarray(0, 5).toString(), '%PDF-');
    assert.deepEqual(pdfPageTexts(fromWorker), pdfPageTexts(fromThread));
  });
}

test('los PDF no se dibujan en el hilo del event loop', async (t) => {
  // A spy on the drawing entry point: it must run in a worker thread, never in this one.
  const calls: boolean[] = [];
  const pdfkit = (await import('pdfkit')).default;
  const original = pdfkit.prototype.end;
  t.after(() => {
    pdfkit.prototype.end = original;
  });
  pdfkit.prototype.end = function end(this: PDFKit.PDFDocument) {
    calls.push(isMainThread);
    return original.call(this);
  };
  await renderQuotePdf(quoteDocument);
  await renderReceiptPdf(receipt);
  assert.deepEqual(calls, []);
  await drawReceiptPdf(receipt);
  assert.deepEqual(calls, [true]);
});

test('los datos inválidos de una factura fallan igual que en el hilo principal (CfdiDataError)', async () => {
  await assert.rejects(renderInvoicePdf({ ...sampleCfdi(), total: 1 }), CfdiDataError);
});

test('muchos documentos a la vez: todos llegan completos', async () => {
  const pdfs = await Promise.all(Array.from({ length: 12 }, () => renderReceiptPdf(receipt)));
  const expected = pdfPageTexts(await drawReceiptPdf(receipt));
  for (const pdf of pdfs) assert.deepEqual(pdfPageTexts(pdf), expected);
});
