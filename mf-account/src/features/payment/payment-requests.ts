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

/** The bank's hosted page takes a form POST: the browser leaves the site with the signed fields. */
export function goToBank(gateway: PaymentIntent['gateway']): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = gateway.url;
  for (const [name, value] of Object.entries(gateway.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
