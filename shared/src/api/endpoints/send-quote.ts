import type { QuoteRequest, QuoteResponse } from '../../contracts';
import { http } from '../http-client';

/** Saves a quote; the same idempotency key on a retry or double click returns the same quote. */
export async function sendQuote(request: QuoteRequest, idempotencyKey: string): Promise<QuoteResponse> {
  const { data } = await http.post<QuoteResponse>('/api/quotes', request, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}
