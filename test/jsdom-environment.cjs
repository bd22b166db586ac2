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
    this.giveDialogsTheirBehaviour();
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

  /**
   * jsdom has the <dialog> element but none of its behaviour: what the components rely on from
   * the browser (decision 0048) is given here, as the HTML standard describes it. showModal() opens
   * it as the newest modal and focuses its first control, Escape sends the newest a cancelable
   * `cancel` (closing it unless prevented), and close() gives focus back and sends `close`. The
   * focus trap and the inert page behind are the browser's, checked by the browser tests.
   */
  giveDialogsTheirBehaviour() {
    const page = this.global;
    const proto = page.HTMLDialogElement.prototype;
    if (proto.showModal) return;
    const modals = [];
    const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';
    proto.show = function show() {
      this.setAttribute('open', '');
    };
    proto.showModal = function showModal() {
      if (this.hasAttribute('open')) throw new page.DOMException('The dialog is already open.', 'InvalidStateError');
      this.setAttribute('open', '');
      this.fvcPreviouslyFocused = page.document.activeElement;
      modals.push(this);
      (this.querySelector('[autofocus]') ?? this.querySelector(focusable))?.focus();
    };
    proto.close = function close() {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      const index = modals.indexOf(this);
      if (index >= 0) modals.splice(index, 1);
      const now = page.document.activeElement;
      const previous = this.fvcPreviouslyFocused;
      this.fvcPreviouslyFocused = null;
      if (previous?.isConnected && (!now || now === page.document.body || this.contains(now))) previous.focus();
      this.dispatchEvent(new page.Event('close'));
    };
    page.document.addEventListener('keydown', (event) => {
      const newest = modals.at(-1);
      if (event.key !== 'Escape' || !newest) return;
      if (newest.dispatchEvent(new page.Event('cancel', { cancelable: true }))) newest.close();
    });
  }

  async teardown() {
    for (const channel of this.openChannels ?? []) channel.close();
    await super.teardown();
  }
}

module.exports = JsdomWithFetch;
