import yieldToBrowserPlugin from './yield-to-browser-plugin';

// Node's, through Jest: the shared package's types are the browser's, not Node's.
const { MessageChannel: NodeMessageChannel } = jest.requireActual<{ MessageChannel: typeof MessageChannel }>('node:worker_threads');

type Plugin = ReturnType<typeof yieldToBrowserPlugin>;
type BeforeLoadShareArgs = Parameters<NonNullable<Plugin['beforeLoadShare']>>[0];
type BeforeInitContainerArgs = Parameters<NonNullable<Plugin['beforeInitContainer']>>[0];

/** Resolves what the hook returns, recording whether it settled within 20 microtasks. */
async function settlesOnlyAfterATask<T>(hook: Promise<T> | T): Promise<{ early: boolean; passedOn: T }> {
  let settled = false;
  const result = Promise.resolve(hook).then((passedOn) => {
    settled = true;
    return passedOn;
  });
  // A chain of promises alone never lets the browser in; the hook waits for a task.
  for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
  const early = settled;
  return { early, passedOn: await result };
}

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
    const { early, passedOn } = await settlesOnlyAfterATask(yieldToBrowserPlugin().beforeLoadShare!(args));
    expect(early).toBe(false);
    expect(passedOn).toBe(args);
  });

  it('lets the browser run before the container of a remote starts, then passes its options on unchanged', async () => {
    const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {}, remoteInfo: { name: 'plans' }, origin: {} } as unknown as BeforeInitContainerArgs;
    const { early, passedOn } = await settlesOnlyAfterATask(yieldToBrowserPlugin().beforeInitContainer!(args));
    expect(early).toBe(false);
    expect(passedOn).toBe(args);
  });
});
