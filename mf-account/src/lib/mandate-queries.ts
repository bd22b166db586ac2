import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type { DebitMandateList } from '@fvc/shared/contracts';

/** The customer's direct-debit mandates: the domiciliación screen lists them, scheduling asks which contracts have one. */
export const mandatesQuery = queryOptions({
  queryKey: ['account', 'mandates'],
  queryFn: async () => (await http.get<DebitMandateList>('/api/customers/direct-debit/mandates')).data.mandates,
});
