import { contractQuery } from '../../lib/contract-queries';
import type { FirstViewLoader } from '../../lib/first-view';

/** A contract's page: its terms, balance history and schedule, in one call. */
export const contractDetailFirstView: FirstViewLoader = async (client, { params }) => {
  if (params.id) await client.prefetchQuery(contractQuery(params.id));
};
