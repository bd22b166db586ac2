import { contractQuery, isContractId } from '../../lib/contract-queries';
import type { FirstViewLoader } from '../../lib/first-view';

/** A contract's page: its terms, balance history and schedule, in one call. */
export const contractDetailFirstView: FirstViewLoader = async (client, { params }) => {
  // An id that is no contract id is not asked about: the page says "not found" by itself.
  if (params.id && isContractId(params.id)) await client.prefetchQuery(contractQuery(params.id));
};
