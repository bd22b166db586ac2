import { earlyPaymentContract } from '../../features/early-payment/early-payment-contract';
import { contractQuery, contractsQuery } from '../../lib/contract-queries';
import { policiesQuery, statementsQuery } from '../../lib/document-queries';
import type { FirstViewLoader } from '../../lib/first-view';

/**
 * The account home's first view: the contracts, their statements and the policies. The contract
 * the early payments open on is asked for as soon as the contracts are known, but not waited for:
 * waiting put a second round of calls before the first draw, for a form that starts below the fold
 * on phones and on a 1280 x 800 desktop, and whose place is kept meanwhile (decision 0026). A
 * payoff needs no such call: the API quotes it.
 */
export const accountHomeFirstView: FirstViewLoader = async (client, { search }) => {
  const [contracts] = await Promise.all([
    client.fetchQuery(contractsQuery).catch(() => []),
    client.prefetchQuery(statementsQuery()),
    client.prefetchQuery(policiesQuery),
  ]);
  const opensOn = earlyPaymentContract(contracts, search.get('contrato'));
  if (opensOn?.capitalContributionAllowed) void client.prefetchQuery(contractQuery(opensOn.id));
};
