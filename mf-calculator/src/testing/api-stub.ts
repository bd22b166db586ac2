import nock from 'nock';

/**
 * The API at the network edge for component tests (as in mf-account): requests leave through the
 * real client and jsdom's XHR, and nock answers them. jsdom's origin is http://localhost and the
 * API base is empty, so calls are same-origin.
 */
export function apiStub() {
  return nock('http://localhost');
}

afterEach(() => {
  nock.cleanAll();
});

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
