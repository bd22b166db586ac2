const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Lets the browser run (paint, input, other tasks) before the current work goes on: the rest
 * continues in a task of its own, woken by a message on one channel kept by each app's build (the
 * shell's, and a remote's runtime plugin its own).
 * - Not `setTimeout(0)`, which browsers delay by 4 ms once nested.
 * - Not a channel per call: opening them cost about 8 ms of a load of `/` here (issue #15).
 * - Not `scheduler.yield()` where Chromium has it: measured, it cost twice the shared channel.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    // The channel first: if it cannot be opened, nothing is left waiting for a message.
    const port = openChannel().port2;
    waiting.push(resolve);
    port.postMessage(null);
  });
}

function openChannel(): MessageChannel {
  if (!channel) {
    channel = new MessageChannel();
    // One message per call, answered in order: each wakes the oldest waiting caller.
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node's ports (the tests') keep the process alive while they listen; a browser's have no unref.
    (channel.port1 as Partial<{ unref: () => void }>).unref?.();
  }
  return channel;
}
