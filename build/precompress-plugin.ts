/**
 * Brotli 11 and gzip 9 copies beside each text file of a production build (`main.js` ->
 * `main.js.br`, `main.js.gz`), made once at build time and served as they are by the static
 * server (`preCompressed`) and nginx (`gzip_static`) instead of compressed on every request
 * (issue #15; PERF.md: compressing with brotli on every request served a fraction of the requests
 * a second that uncompressed files did).
 *
 * Own code rather than compression-webpack-plugin: that plugin's schema-utils needs an ajv the
 * workspace does not hoist, and the whole job is one processAssets hook over node:zlib.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files only; not the page (index.html): a release pins it and the server edits it per request. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;
/** Below this a compressed copy saves less than its headers and a file lookup cost. */
const MIN_BYTES = 1024;
/** A copy that saves less than a tenth is not worth serving. */
const MAX_RATIO = 0.9;

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrecompressPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minifying, like any transfer optimisation: the copies are of the final bytes.
        { name: PrecompressPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const work = compilation
            .getAssets()
            .filter((asset) => COMPRESSIBLE.test(asset.name))
            .map(async (asset) => {
              const bytes = asset.source.buffer();
              if (bytes.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(bytes, {
                  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
                }),
                gzipAsync(bytes, { level: 9 }),
              ]);
              for (const [extension, copy] of [['br', br], ['gz', gz]] as const) {
                if (copy.length <= bytes.length * MAX_RATIO) {
                  compilation.emitAsset(`${asset.name}.${extension}`, new sources.RawSource(copy), { compressed: true });
                }
              }
            });
          await Promise.all(work);
        },
      );
    });
  }
}
