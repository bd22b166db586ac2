/**
 * Preloads of the shell's start-up files in its client-rendered page (index.html: /acceso,
 * /my-account/*, any route without a prerendered file).
 *
 * The page names only main.js. The files the start-up needs after it (the bootstrap chunk and the
 * shell's own copies of React, the router facade and the stores) were found only once main.js had
 * run, one round trip and main.js's evaluation later. Listed in the page as preloads, they download
 * beside main.js, and /acceso paints sooner (issue #15, docs/decisions/0017).
 * main.js itself is marked `fetchpriority="high"`: a deferred script is otherwise the lowest
 * priority on the page, and over HTTP/1.1's six connections it could wait behind the preloads.
 *
 * Which files: the page entry's child chunk groups, that is the bootstrap (`import('./bootstrap')`)
 * and the packages the shell provides to the share scope, less the packages it provides but loads
 * only on demand. A prerendered page drops these links (site/prerender/page-document.ts): there
 * the scripts must not compete with the LCP image. An e2e in `delivery.spec.ts` checks the list
 * against what a visit really fetches, both ways.
 */
import type { Chunk, Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

export interface StartUpPreloadOptions {
  /** The entry the page runs (`entry: { main: ... }`). */
  entry: string;
  /** npm packages the shell shares but the start-up does not load (fetched when first used). */
  onDemandPackages: string[];
}

export class StartUpPreloadPlugin implements RspackPluginInstance {
  constructor(private readonly options: StartUpPreloadOptions) {}

  apply(compiler: Compiler): void {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(StartUpPreloadPlugin.name, (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(StartUpPreloadPlugin.name, (data) => {
        const preloads = startUpFiles(compilation, this.options).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${data.publicPath}${file}` },
        }));
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && typeof tag.attributes.src === 'string') tag.attributes.fetchpriority = 'high';
        }
        // After main.js's tag: with both high, the file everything waits on is asked for first.
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

function startUpFiles(compilation: Compilation, { entry, onDemandPackages }: StartUpPreloadOptions): string[] {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) throw new Error(`StartUpPreloadPlugin: no hay un punto de entrada "${entry}".`);
  const files = new Set<string>();
  for (const group of entrypoint.childrenIterable) {
    if (group.chunks.every((chunk) => isOnDemand(compilation, chunk, onDemandPackages))) continue;
    for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort();
}

function isOnDemand(compilation: Compilation, chunk: Chunk, onDemandPackages: string[]): boolean {
  const modules = compilation.chunkGraph.getChunkModules(chunk);
  return (
    modules.length > 0 &&
    modules.every((module) => {
      const resource = module.nameForCondition()?.replaceAll('\\', '/') ?? '';
      return onDemandPackages.some((name) => resource.includes(`/node_modules/${name}/`));
    })
  );
}
