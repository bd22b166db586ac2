import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type {
  BillDeliveryList,
  BillDeliveryReceipt,
  BillDistributorList,
  InvoiceRequestList,
  InvoiceRequestReceipt,
  PurchaseRequestPrefill,
  SendBillRequest,
} from '@fvc/shared/contracts';

export const invoiceRequestsQuery = queryOptions({
  queryKey: ['account', 'invoice-requests'],
  queryFn: async () => (await http.post<InvoiceRequestList>('/api/customers/bills/status')).data.requests,
});

export const deliveriesQuery = queryOptions({
  queryKey: ['account', 'bill-deliveries'],
  queryFn: async () => (await http.post<BillDeliveryList>('/api/customers/bills/delivery')).data.deliveries,
});

export const prefillQuery = (contractId: string) =>
  queryOptions({
    queryKey: ['account', 'purchase-prefill', contractId],
    queryFn: async () => (await http.post<PurchaseRequestPrefill>('/api/bills/customers/purchaseRequest', { contractId })).data,
  });

export const billDistributorsQuery = (stateId: number) =>
  queryOptions({
    queryKey: ['account', 'bill-distributors', stateId],
    queryFn: async () => (await http.post<BillDistributorList>('/api/customers/bills/distributors', { stateId })).data.distributors,
  });

/** docs/product.md §3 billing form as multipart, field names as given there. */
export async function requestPurchaseInvoice(form: FormData): Promise<InvoiceRequestReceipt> {
  return (await http.post<InvoiceRequestReceipt>('/api/customers/bills/purchase', form)).data;
}

export async function sendBill(request: SendBillRequest): Promise<BillDeliveryReceipt> {
  return (await http.post<BillDeliveryReceipt>('/api/customers/send-bill', request)).data;
}
