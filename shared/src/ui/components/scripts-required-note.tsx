/**
 * Why a prerendered form cannot be sent in a browser with JavaScript off: its submit button waits
 * for the page's scripts (useHydrated), which never run there. At the top of the form, so it is
 * read before anything is typed. Inside <noscript>, so a browser that runs scripts draws nothing:
 * no text that goes away at hydration, no layout shift. The limit of that: a browser that runs
 * scripts but cannot load the site's shows no note, only the disabled button (a remote that fails
 * shows the shell's Spanish fallback instead of the form).
 */
export function ScriptsRequiredNote({ action }: { action: string }) {
  return (
    <noscript>
      <p className="fvc-scripts-required">{`Para ${action}, activa JavaScript en tu navegador.`}</p>
    </noscript>
  );
}
