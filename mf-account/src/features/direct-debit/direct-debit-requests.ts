import { http } from '@fvc/shared/api';
import type { ConfirmMandateRequest, CreateMandateRequest, DebitMandate, MandateCodeSent } from '@fvc/shared/contracts';

export const requestMandate = async (request: CreateMandateRequest) => (await http.post<MandateCodeSent>('/api/customers/direct-debit/mandates', request)).data;

export const resendMandateCode = async (mandateId: string) => (await http.post<MandateCodeSent>(`/api/customers/direct-debit/mandates/${mandateId}/code`)).data;

export const acceptMandate = async (mandateId: string, request: ConfirmMandateRequest) =>
  (await http.post<DebitMandate>(`/api/customers/direct-debit/mandates/${mandateId}/accept`, request)).data;

export const cancelMandate = async (mandateId: string) => (await http.post<DebitMandate>(`/api/customers/direct-debit/mandates/${mandateId}/cancel`)).data;

export const mandatePdfUrl = (mandateId: string) => `/api/customers/direct-debit/mandates/${mandateId}/pdf`;
