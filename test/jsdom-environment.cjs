/**
 * jsdom without `fetch`, as jsdom ships: the page's API client is on fetch (decision 0014), so
 * tests get Node's, resolving a relative URL against the page's address the way a browser does.
 * nock answers it at the network edge (mf-account/src/testing/api-stub.ts).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const page = this.global;
    const nodeFetch = globalThis.fetch;
    page.fetch = (input, init) => nodeFetch(typeof input === 'string' ? new URL(input, page.location.href).toString() : input, init);
    // What fetch and the interceptor around it need, where jsdom has none of its own.
    for (const name of ['Headers', 'Request', 'Response', 'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream', 'CompressionStream', 'DecompressionStream', 'BroadcastChannel', 'structuredClone']) {
      if (page[name] === undefined) page[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
