/**
 * jsdom without `fetch`, as jsdom ships: the page's API client is on fetch (decision 0014), so
 * tests get Node's, resolving a relative URL against the page's address the way a browser does.
 * nock answers it at the network edge (mf-account/src/testing/api-stub.ts).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

let environments = 0;

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
    // Node delivers a BroadcastChannel message to every channel of that name in the process, and the
    // files a worker runs one after another share it: each file gets channels of its own (a page is a
    // tab of its own), closed with its page so a message never reaches a page that is gone.
    const scope = `jest-${process.pid}-${(environments += 1)}`;
    const open = (this.openChannels = new Set());
    page.BroadcastChannel = class extends globalThis.BroadcastChannel {
      constructor(name) {
        super(`${scope}:${name}`);
        open.add(this);
      }
      close() {
        open.delete(this);
        super.close();
      }
    };
  }

  async teardown() {
    for (const channel of this.openChannels ?? []) channel.close();
    await super.teardown();
  }
}

module.exports = JsdomWithFetch;
