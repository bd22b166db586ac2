import { yieldToBrowser } from './yield-to-browser';

// Node's, through Jest: the shared package's types are the browser's, not Node's.
const { MessageChannel: NodeMessageChannel } = jest.requireActual<{ MessageChannel: typeof MessageChannel }>('node:worker_threads');

let channelsOpened = 0;
class CountedMessageChannel extends NodeMessageChannel {
  constructor() {
    super();
    channelsOpened += 1;
  }
}

// jsdom has no MessageChannel. Lent to this file only (see yield-to-browser-plugin.test.ts).
beforeAll(() => {
  globalThis.MessageChannel = CountedMessageChannel;
});
afterAll(() => {
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
});

async function settleMicrotasks(): Promise<void> {
  for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
}

describe('yieldToBrowser', () => {
  it('goes on in a task of its own, callers in the order they yielded, over one channel', async () => {
    const order: string[] = [];

    const first = yieldToBrowser().then(async () => {
      order.push('first');
      // The next caller waits for a task of its own: not woken by the same message.
      await settleMicrotasks();
      order.push('first, done');
    });
    const second = yieldToBrowser().then(() => order.push('second'));
    // A chain of promises alone never lets the browser in.
    await settleMicrotasks();
    expect(order).toEqual([]);

    await Promise.all([first, second]);
    await yieldToBrowser();
    expect(order).toEqual(['first', 'first, done', 'second']);
    expect(channelsOpened).toBe(1);
  });
});
