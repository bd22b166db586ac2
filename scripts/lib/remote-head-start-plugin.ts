/**
 * Writes the head start on the page's remote (remote-head-start.ts) into the shell's index.html,
 * after the registry. Added to the finished page, not to the template: the page's minifier would
 * rewrite the script, and the CSP allows it by the hash of its exact text.
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { remoteHeadStartHtml, type RouteRemotes } from './remote-head-start';

const AFTER_REGISTRY = /(<script id="fvc-runtime-config" type="application\/json">[\s\S]*?<\/script>)/;

export class RemoteHeadStartPlugin implements RspackPluginInstance {
  constructor(private readonly routeRemotes: RouteRemotes) {}

  apply(compiler: Compiler): void {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(RemoteHeadStartPlugin.name, (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(RemoteHeadStartPlugin.name, (data) => {
        if (!AFTER_REGISTRY.test(data.html)) throw new Error('RemoteHeadStartPlugin: la página no tiene el registro (fvc-runtime-config).');
        data.html = data.html.replace(AFTER_REGISTRY, (registry) => `${registry}${remoteHeadStartHtml(this.routeRemotes)}`);
        return data;
      });
    });
  }
}
