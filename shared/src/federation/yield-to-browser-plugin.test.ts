import yieldToBrowserPlugin from './yield-to-browser-plugin';

// Node's, through Jest: the shared package's types are the browser's, not Node's.
const { MessageChannel: NodeMessageChannel } = jest.requireActual<{ MessageChannel: typeof MessageChannel }>('node:worker_threads');

type BeforeLoadShareArgs = Parameters<NonNullable<ReturnType<typeof yieldToBrowserPlugin>['beforeLoadShare']>>[0];

// jsdom has no MessageChannel. Lent to this file only: given to every test, React's scheduler
// would take it over timers, and its open ports would keep Jest from exiting.
beforeAll(() => {
  globalThis.MessageChannel = NodeMessageChannel;
});
afterAll(() => {
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
});

describe('yieldToBrowserPlugin', () => {
  it('lets the browser run before a shared module is negotiated, then passes the request on unchanged', async () => {
    const args = { pkgName: 'react', shareInfo: undefined, shared: {}, origin: {} } as unknown as BeforeLoadShareArgs;
    let negotiated = false;
    const negotiation = Promise.resolve(yieldToBrowserPlugin().beforeLoadShare!(args)).then((passedOn) => {
      negotiated = true;
      return passedOn;
    });

    // A chain of promises alone never lets the browser in; the negotiation waits for a task.
    for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
    expect(negotiated).toBe(false);

    await expect(negotiation).resolves.toBe(args);
    expect(negotiated).toBe(true);
  });
});
