/** Release label of this build, injected by rspack.base.ts. */
declare const __FVC_RELEASE__: string;
