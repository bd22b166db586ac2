import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type { CreatePaymentRequest, PaymentIntent, PaymentList } from '@fvc/shared/contracts';

export const paymentsQuery = queryOptions({
  queryKey: ['account', 'payments'],
  queryFn: async () => (await http.get<PaymentList>('/api/customers/payments')).data.payments,
});

/** The same key for the same confirmation: a double click makes one payment. */
export async function createPayment(request: CreatePaymentRequest, idempotencyKey: string): Promise<PaymentIntent> {
  return (await http.post<PaymentIntent>('/api/customers/payments', request, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
