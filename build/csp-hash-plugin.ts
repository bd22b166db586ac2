import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { cspHashOf } from './csp-hash';

/**
 * Writes, beside a script the pages inline, its hash as a CSP source (`'sha256-…'`) in a file of
 * its own: what the build emitted is what the policy allows, with no value kept by hand.
 */
export class CspHashPlugin implements RspackPluginInstance {
  constructor(private readonly options: { script: string; hashFile: string }) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CspHashPlugin.name, (compilation) => {
      // After minification: the hash is of the bytes the page will carry.
      compilation.hooks.processAssets.tap({ name: CspHashPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const script = compilation.getAsset(this.options.script);
        if (!script) throw new Error(`La compilación no produjo ${this.options.script}.`);
        compilation.emitAsset(this.options.hashFile, new sources.RawSource(cspHashOf(script.source.source().toString())));
      });
    });
  }
}
