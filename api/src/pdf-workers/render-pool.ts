import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../app-error';
import { CfdiDataError } from '../customer-documents/cfdi-xml';
import type { CfdiData, MandateData, PayoffLetterData, PolicyData, ReceiptData, StatementData } from '../customer-documents/document-types';
import type { QuoteDocument } from '../quote-documents/quote-document';

/**
 * pdfkit lays out and compresses on the CPU: a quote with a 72-month schedule holds the thread
 * for tens of milliseconds. On the API's event loop that stalled every other request, health
 * included (issue #14), so every PDF is drawn on a small pool of worker threads
 * (docs/decisions/0009-api-under-load.md). The renderers keep their signatures; each one's body
 * runs here through `renderInWorker`, and its in-thread twin (`draw…Pdf`) is what the worker calls.
 */
export interface PdfInputs {
  quote: QuoteDocument;
  receipt: ReceiptData;
  invoice: CfdiData;
  statement: StatementData;
  policy: PolicyData;
  payoffLetter: PayoffLetterData;
  mandate: MandateData;
}
export type PdfKind = keyof PdfInputs;

export interface RenderTask<K extends PdfKind = PdfKind> {
  kind: K;
  data: PdfInputs[K];
}

/** What a worker answers: the bytes, or the error it met (classes do not cross threads). */
export type RenderOutcome = { pdf: Uint8Array } | { error: { name: string; message: string } };

// One core stays with the event loop (requests, the embedded database); the others draw. On a
// 2-core machine that is one drawing thread: PDFs then queue, but nothing else waits for them.
const THREADS = Math.max(1, availableParallelism() - 1);
// Past this many waiting documents the API is overloaded: answer 503 now rather than in a minute.
const MAX_QUEUE = 512;

export const PDF_BUSY_MESSAGE = 'Estamos generando muchos documentos en este momento. Intenta de nuevo en unos segundos.';

let pool: Piscina<RenderTask, RenderOutcome> | undefined;

function thePool(): Piscina<RenderTask, RenderOutcome> {
  pool ??= new Piscina<RenderTask, RenderOutcome>({
    // A .ts file: the workers inherit the process's `--import tsx` (execArgv), as the API runs.
    filename: new URL('./render-worker.ts', import.meta.url).href,
    // Starting a thread (loading pdfkit, its fonts and the renderers) is slow: one stays up so no
    // visitor waits for that, extra ones live a minute after a burst. Idle threads are unref'd,
    // so they never keep a process (or a test file) alive.
    minThreads: 1,
    maxThreads: THREADS,
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
  });
  return pool;
}

/** Starts the drawing thread now (it loads the renderers at once), not on the first document. */
export function startRenderPool(): void {
  thePool();
}

/** Draws one document on the pool; rejects as the in-thread renderer would. */
export async function renderInWorker<K extends PdfKind>(kind: K, data: PdfInputs[K]): Promise<Buffer> {
  let outcome: RenderOutcome;
  try {
    outcome = await thePool().run({ kind, data });
  } catch (error) {
    if (/queue is at limit/i.test(String((error as Error).message))) throw new AppError(503, 'BUSY', PDF_BUSY_MESSAGE);
    throw error;
  }
  if ('error' in outcome) {
    // The one expected failure keeps its class, so callers and tests tell bad data from a crash.
    if (outcome.error.name === 'CfdiDataError') throw new CfdiDataError(outcome.error.message);
    throw new Error(`PDF ${kind}: ${outcome.error.message}`);
  }
  return Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength);
}

/** Stops the threads (after the documents in progress); the next render starts a new pool. */
export async function closeRenderPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
