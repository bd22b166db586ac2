import { apiStub } from '@fvc/shared/testing/api-stub';
import { testQueryClient } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { requestsFirstView } from './requests-first-view';

describe('requestsFirstView', () => {
  signInForEachTest();

  // The screen is drawn once, complete: its credit applications come with its first view, not after.
  it('asks for the requests and the credit applications before the screen is drawn', async () => {
    const requests = apiStub().get('/api/customers/requests').reply(200, []);
    const applications = apiStub().get('/api/customers/applications').reply(200, []);
    await requestsFirstView(testQueryClient(), { params: {}, search: new URLSearchParams() });
    expect(requests.isDone()).toBe(true);
    expect(applications.isDone()).toBe(true);
  });
});
