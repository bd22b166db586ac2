/**
 * The minifier every browser build uses, writing V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad`, as the first line of each script (issue #15, docs/decisions/0024).
 *
 * Without it, V8 compiles a function on the main thread the first time it runs: a chunk's module
 * factories, React DOM's and the federation runtime's functions were compiled inside the
 * start-up's longest tasks. With it, Chromium compiles the whole file eagerly while it streams
 * in, on a background thread, and the main thread only runs it. Other browsers read a comment.
 *
 * Every script, because a split build fetches a file only when its code is about to run. Written
 * by the minifier (its `preamble`), so the content hashes and the source maps are made from the
 * bytes served: a step of our own would have to sit between minifying and hashing, or a file
 * would change under a name browsers cache for good.
 */
import { rspack } from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function minifierWithCompileHint(): InstanceType<typeof rspack.SwcJsMinimizerRspackPlugin> {
  return new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { format: { preamble: `${COMPILE_HINT}\n` } } });
}
