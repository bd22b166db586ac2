/**
 * Lets the browser run (paint, input, other tasks) before the current work goes on: the rest
 * continues in a task of its own. A message, not `setTimeout(0)`, which browsers delay by 4 ms
 * once nested.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
