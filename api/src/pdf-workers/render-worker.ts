import { constants, setPriority } from 'node:os';
import { drawInvoicePdf } from '../customer-documents/invoice-pdf';
import { drawPayoffLetterPdf } from '../customer-documents/payoff-letter-pdf';
import { drawPolicyPdf } from '../customer-documents/policy-pdf';
import { drawStatementPdf } from '../customer-documents/statement-pdf';
import { drawMandatePdf } from '../direct-debit/mandate-pdf';
import { drawReceiptPdf } from '../payments/receipt-pdf';
import { drawQuotePdf } from '../quote-documents/quote-pdf';
import type { PdfInputs, PdfKind, RenderOutcome, RenderTask } from './render-pool';

// The worker thread's side of render-pool.ts: the same drawing code the API ran in-thread before.

// Below the event loop's priority: when every core is busy, the thread answering requests (and
// the health probe) gets the CPU first and a document waits a little longer. On Linux, priority 0
// without a pid is this thread only; where a platform refuses, documents keep normal priority.
try {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Not permitted here: nothing to do.
}
const DRAW: { [K in PdfKind]: (data: PdfInputs[K]) => Promise<Buffer> } = {
  quote: drawQuotePdf,
  receipt: drawReceiptPdf,
  invoice: drawInvoicePdf,
  statement: drawStatementPdf,
  policy: drawPolicyPdf,
  payoffLetter: drawPayoffLetterPdf,
  mandate: drawMandatePdf,
};

export default async function render({ kind, data }: RenderTask): Promise<RenderOutcome> {
  try {
    const draw = DRAW[kind] as (input: PdfInputs[PdfKind]) => Promise<Buffer>;
    const pdf = await draw(data);
    return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    return { error: { name, message } };
  }
}
