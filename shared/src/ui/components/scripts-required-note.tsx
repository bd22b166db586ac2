/**
 * Why a prerendered form cannot be sent in a browser with JavaScript off: its submit button waits
 * for the page's scripts (useHydrated), which never run there. Inside <noscript>, so a browser
 * that runs scripts draws nothing: no text that goes away at hydration, no layout shift.
 */
export function ScriptsRequiredNote({ action }: { action: string }) {
  return (
    <noscript>
      <p className="fvc-scripts-required">{`Para ${action}, activa JavaScript en tu navegador.`}</p>
    </noscript>
  );
}
