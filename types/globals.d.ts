// Ambient declarations for every browser app: stylesheet imports and build-time constants.
declare module '*.css';

/** Release label of this build, injected by rspack.base.ts (FVC_RELEASE). */
declare const __FVC_RELEASE__: string;

/**
 * Taps a prerendered page kept before its scripts answered (scripts/prerender/page-bootstrap.ts),
 * which the shell answers as the page hydrates (shell/src/app/early-taps.ts).
 */
interface EarlyTaps extends Array<HTMLElement> {
  /** The shell answers: only taps inside <main> are still kept. */
  shellLive?: boolean;
  /** The whole page answers: nothing is kept any more. */
  pageLive?: boolean;
}

interface Window {
  fvcEarlyTaps?: EarlyTaps;
}
