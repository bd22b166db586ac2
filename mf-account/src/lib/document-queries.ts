// Statements and invoices: listed on their page and used by the home's quick actions.
import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type { DocumentsQuery, InvoiceList, PolicyList, StatementList } from '@fvc/shared/contracts';

const clean = (filter: DocumentsQuery) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value));

export const statementsQuery = (filter: DocumentsQuery = {}) =>
  queryOptions({
    queryKey: ['account', 'statements', clean(filter)],
    queryFn: async () => (await http.get<StatementList>('/api/customers/statements', { params: clean(filter) })).data.statements,
  });

export const invoicesQuery = (filter: DocumentsQuery = {}) =>
  queryOptions({
    queryKey: ['account', 'invoices', clean(filter)],
    queryFn: async () => (await http.get<InvoiceList>('/api/customers/invoices', { params: clean(filter) })).data.invoices,
  });

export const policiesQuery = queryOptions({
  queryKey: ['account', 'policies'],
  queryFn: async () => (await http.get<PolicyList>('/api/customers/insurance')).data.policies,
});
