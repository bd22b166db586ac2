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
 *
 * The answer is a `Response` because the runtime takes nothing else from its `fetch` hook.
 */
export function heldManifests(snapshots: Readonly<Record<string, unknown>>): (url: string) => Response | undefined {
  const unanswered = new Map(Object.entries(snapshots));
  return (url) => {
    const snapshot = unanswered.get(url);
    if (snapshot === undefined) return undefined;
    unanswered.delete(url);
    return new Response(JSON.stringify(snapshot), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
