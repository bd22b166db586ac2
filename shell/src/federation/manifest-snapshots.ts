/**
 * A prerendered page carries the manifest of the remote build it was drawn with (issue #15,
 * PERF.md step 3: "the registry and manifest snapshot"). The federation runtime then has it
 * without a request: the page's start-up makes one round trip fewer before the remote's files
 * are asked for, and no `fetch` of its own.
 *
 * Each snapshot answers once. A remote that failed to load is forgotten (`resetRemote`) and its
 * next attempt goes to the network, as on a page without one. The job writes a snapshot only for
 * a manifest under its build's version folder, which is never rewritten, so the copy is that
 * build's. Snapshots are keyed by absolute URL, as the runtime asks for them.
 */
export function answerFromSnapshots(
  snapshots: Readonly<Record<string, unknown>>,
  network: (url: string, init?: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
): (url: string, init?: RequestInit) => Promise<Response> {
  const unanswered = new Map(Object.entries(snapshots));
  return (url, init) => {
    const snapshot = unanswered.get(url);
    if (snapshot === undefined) return network(url, init);
    unanswered.delete(url);
    return Promise.resolve(new Response(JSON.stringify(snapshot), { status: 200, headers: { 'content-type': 'application/json' } }));
  };
}
