import { earlyPaymentContract } from '../../features/early-payment/early-payment-contract';
import { contractQuery, contractsQuery } from '../../lib/contract-queries';
import { policiesQuery, statementsQuery } from '../../lib/document-queries';
import type { FirstViewLoader } from '../../lib/first-view';

/** The account home's first view: the contracts, their statements, the policies, and the contract the early payments open on. */
export const accountHomeFirstView: FirstViewLoader = async (client, { search }) => {
  const [contracts] = await Promise.all([
    client.fetchQuery(contractsQuery).catch(() => []),
    client.prefetchQuery(statementsQuery()),
    client.prefetchQuery(policiesQuery),
  ]);
  const opensOn = earlyPaymentContract(contracts, search.get('contrato'));
  if (opensOn) await client.prefetchQuery(contractQuery(opensOn.id));
};
