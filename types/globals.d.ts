// Ambient declarations for every browser app: stylesheet imports and build-time constants.
declare module '*.css';

/** Release label of this build, injected by build/rspack.base.ts (FVC_RELEASE). */
declare const __FVC_RELEASE__: string;

