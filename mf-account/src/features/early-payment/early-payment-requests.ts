import { http } from '@fvc/shared/api';
import type { ContributionSimulation, EarlyPaymentRequest, PayoffLetter, PayoffQuote, RequestReceipt } from '@fvc/shared/contracts';

const base = (contractId: string) => `/api/customers/contracts/${encodeURIComponent(contractId)}`;

export async function simulateContribution(contractId: string, amount: number): Promise<ContributionSimulation> {
  return (await http.post<ContributionSimulation>(`${base(contractId)}/capital-contribution/simulation`, { amount })).data;
}

export async function quotePayoff(contractId: string, asOf: string): Promise<PayoffQuote> {
  return (await http.post<PayoffQuote>(`${base(contractId)}/payoff-quote`, { asOf })).data;
}

export async function requestEarlyPayment(contractId: string, request: EarlyPaymentRequest): Promise<RequestReceipt> {
  return (await http.post<RequestReceipt>(`${base(contractId)}/early-payment-requests`, request)).data;
}

/** Issues a payoff letter for the date (a folio, the figures kept); its PDF is downloaded after. */
export async function issuePayoffLetter(contractId: string, asOf: string): Promise<PayoffLetter> {
  return (await http.post<PayoffLetter>(`${base(contractId)}/payoff-letters`, { asOf })).data;
}
