import nock from 'nock';

/**
 * The API at the network edge for component tests: requests leave through the real client (its
 * bearer, XSRF, error mapping and request cache) and `fetch` (test/jsdom-environment.cjs), and nock
 * answers them. jsdom's origin is http://localhost and the API base is empty, so calls are
 * same-origin. Importing this module shuts the network for the test file and forgets every
 * answer left after each test; a request cache the test filled is the test's to clear.
 */
export function apiStub() {
  return nock('http://localhost');
}

afterEach(() => {
  nock.cleanAll();
});

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
