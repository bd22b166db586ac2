import { waitFor } from '@testing-library/react';
import { contractQuery, contractsQuery } from '../../lib/contract-queries';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { contractCard } from '../../testing/contract-card';
import { testQueryClient } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { accountHomeFirstView } from './account-home-first-view';

const home = { params: {}, search: new URLSearchParams() };

function stubFirstRound(contracts: unknown[]) {
  apiStub().get('/api/customers/contracts').reply(200, { contracts });
  apiStub().get('/api/customers/statements').reply(200, { statements: [] });
  apiStub().get('/api/customers/insurance').reply(200, { policies: [] });
}

describe('accountHomeFirstView', () => {
  signInForEachTest();

  it('answers with the first round of calls; the early payments’ contract is asked for, not waited for', async () => {
    const credit = contractCard({ plan: 'credit', capitalContributionAllowed: true });
    stubFirstRound([credit]);
    apiStub()
      .get(`/api/customers/contracts/${credit.id}`)
      .delay(300)
      .reply(200, { contract: credit, terms: { financed: 1, termMonths: 60, installment: 1, residualValue: 0, ivaOnInterest: true }, schedule: [], balanceHistory: [] });
    const client = testQueryClient();

    await accountHomeFirstView(client, home);

    expect(client.getQueryData(contractsQuery.queryKey)).toEqual([credit]);
    expect(client.getQueryState(contractQuery(credit.id).queryKey)?.fetchStatus).toBe('fetching');
    await waitFor(() => expect(client.getQueryData(contractQuery(credit.id).queryKey)).toMatchObject({ contract: credit }));
  });

  it('asks for no contract of its own when the first open one takes no contributions (a payoff is quoted by the API)', async () => {
    const lease = contractCard();
    stubFirstRound([lease]);
    const client = testQueryClient();

    await accountHomeFirstView(client, home);

    expect(client.getQueryState(contractQuery(lease.id).queryKey)).toBeUndefined();
  });
});
