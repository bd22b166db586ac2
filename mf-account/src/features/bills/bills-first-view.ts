import type { DocumentsQuery } from '@fvc/shared/contracts';
import { contractsQuery } from '../../lib/contract-queries';
import { invoicesQuery, statementsQuery } from '../../lib/document-queries';
import type { FirstViewLoader } from '../../lib/first-view';

/** The documents the address asks for: by contract (`contrato`) and period (`desde`, `hasta`). */
export function documentsFilter(search: URLSearchParams): DocumentsQuery {
  return {
    contractId: search.get('contrato') ?? undefined,
    from: search.get('desde') ?? undefined,
    to: search.get('hasta') ?? undefined,
  };
}

/** Statements and invoices' first view: the contracts (the filter's choices) and both lists. */
export const billsFirstView: FirstViewLoader = async (client, { search }) => {
  const filter = documentsFilter(search);
  await Promise.all([client.prefetchQuery(contractsQuery), client.prefetchQuery(statementsQuery(filter)), client.prefetchQuery(invoicesQuery(filter))]);
};
