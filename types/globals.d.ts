// Ambient declarations for every browser app: stylesheet imports and build-time constants.
declare module '*.css';

/** Release label of this build, injected by rspack.base.ts (FVC_RELEASE). */
declare const __FVC_RELEASE__: string;

/**
 * What a visitor did on a prerendered page before its scripts answered: the buttons, boxes and
 * radio buttons tapped and the fields changed (scripts/prerender/page-bootstrap.ts), answered by
 * the shell as the page hydrates (shell/src/app/early-input.ts).
 */
interface EarlyInput extends Array<HTMLElement> {
  /** The shell answers: only what is inside <main> is still kept. */
  shellLive?: boolean;
  /** The whole page answers: nothing is kept any more. */
  pageLive?: boolean;
}

interface Window {
  fvcEarlyInput?: EarlyInput;
}
