import { contractsQuery } from '../../lib/contract-queries';
import { invoicesQuery, statementsQuery } from '../../lib/document-queries';
import type { FirstViewLoader } from '../../lib/first-view';
import { documentsFilter, isReversed } from './documents-filter';

/**
 * Statements and invoices' first view: the contracts (the filter's choices) and both lists, at
 * once. The lists are asked for before the contracts are known; an address naming a contract that
 * is not the customer's costs one more call, when the page drops it.
 */
export const billsFirstView: FirstViewLoader = async (client, { search }) => {
  const filter = documentsFilter(search);
  // A reversed period (a reload of one chosen that way) is asked for nothing: the page says so.
  const lists = isReversed(filter) ? [] : [client.prefetchQuery(statementsQuery(filter)), client.prefetchQuery(invoicesQuery(filter))];
  await Promise.all([client.prefetchQuery(contractsQuery), ...lists]);
};
