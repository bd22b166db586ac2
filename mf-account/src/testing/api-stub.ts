import nock from 'nock';

/**
 * The API at the network edge for component tests: requests leave through the real client
 * (bearer, XSRF, error mapping) and `fetch` (test/jsdom-environment.cjs), and nock answers them.
 * The page's origin in jsdom is http://localhost and the API base is empty, so calls are same-origin.
 */
export function apiStub() {
  return nock('http://localhost');
}

afterEach(() => {
  nock.cleanAll();
});

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
