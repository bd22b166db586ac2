import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type {
  CreateScheduledPaymentRequest,
  ScheduledPayment,
  ScheduledPaymentCreated,
  ScheduledPaymentList,
  UpdateScheduledPaymentRequest,
} from '@fvc/shared/contracts';

export const scheduledPaymentsQuery = queryOptions({
  queryKey: ['account', 'scheduled-payments'],
  queryFn: async () => (await http.get<ScheduledPaymentList>('/api/customers/scheduled-payments')).data.scheduled,
});

/** The same key for the same form: pressing twice schedules one payment. */
export const schedulePayment = async (request: CreateScheduledPaymentRequest, idempotencyKey: string) =>
  (await http.post<ScheduledPaymentCreated>('/api/customers/scheduled-payments', request, { headers: { 'Idempotency-Key': idempotencyKey } })).data;

export const changeScheduledPayment = async (id: string, request: UpdateScheduledPaymentRequest) =>
  (await http.put<ScheduledPayment>(`/api/customers/scheduled-payments/${id}`, request)).data;

export const cancelScheduledPayment = async (id: string) => (await http.post<ScheduledPayment>(`/api/customers/scheduled-payments/${id}/cancel`)).data;
