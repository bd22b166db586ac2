/**
 * Puts V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, at the top of every script of a
 * browser build (issue #15, docs/decisions/0024).
 *
 * Without it, V8 compiles a function on the main thread the first time it runs: a chunk's module
 * factories, React DOM's and the federation runtime's functions were compiled inside the
 * start-up's longest tasks. With it, Chromium compiles the whole file eagerly while it streams
 * in, on a background thread, and the main thread only runs it. Measured on `/` (12 loads each,
 * median): main.js's evaluation 29.9 -> 17.7 ms, React DOM's 32.1 -> 22.7 ms, main-thread time
 * after the first paint 518 -> 410 ms. Other browsers read a comment.
 *
 * Every script, because a split build fetches a file only when its code is about to run. Added
 * after minifying (which drops comments) and before the source maps and content hashes are made,
 * so both describe the file as it is served.
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 1 },
        () => {
          for (const asset of compilation.getAssets()) {
            if (asset.name.endsWith('.js')) compilation.updateAsset(asset.name, new sources.ConcatSource(COMPILE_HINT, asset.source));
          }
        },
      );
    });
  }
}
