import { contractQuery } from '../../lib/contract-queries';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { testQueryClient } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { contractDetailFirstView } from './contract-detail-first-view';

const CONTRACT_ID = '1fe5064c-2b05-4cc9-83d7-57d09010f31b';

describe('contractDetailFirstView', () => {
  signInForEachTest();

  it('asks for the contract an address names', async () => {
    const asked = apiStub().get(`/api/customers/contracts/${CONTRACT_ID}`).reply(404, { code: 'NOT_FOUND', message: 'No encontramos ese contrato en tu cuenta.' });
    const client = testQueryClient();
    await contractDetailFirstView(client, { params: { id: CONTRACT_ID }, search: new URLSearchParams() });
    expect(asked.isDone()).toBe(true);
  });

  it.each([['mistyped', 'no-es-un-contrato'], ['thousands of characters long', 'a'.repeat(3000)]])(
    'does not ask about an id that is %s: the page says "not found" by itself, with nothing cached to retry',
    async (_case, id) => {
      const client = testQueryClient();
      await contractDetailFirstView(client, { params: { id }, search: new URLSearchParams() });
      expect(client.getQueryState(contractQuery(id).queryKey)).toBeUndefined();
    },
  );
});
