/**
 * Writes `route-files.json` beside a remote's manifest: the files of its `./routes` module, and, for
 * the screens its config names, the files each screen's first view needs (issue #15).
 *
 * The client-rendered page's head start (remote-head-start.ts) reads it as the HTML arrives and
 * preloads those files. Without it, the routes module is asked for only once the shell and the
 * remote's entry have run, and the screen's files only once the routes module has run: two round
 * trips in a row on a customer page's way to its first view, while the link sits idle behind the
 * shell's scripts (docs/decisions/0029).
 *
 * A screen is a path pattern of the shell's router (`/my-account/contracts/:id`) and the names of
 * the chunk groups it loads (`import(/* webpackChunkName: "…" *\/ …)`). A name the build does not
 * have fails the build, so the table cannot point at a screen that was renamed or removed; a
 * screen missing from the table is only not preloaded.
 */
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

export const ROUTE_FILES_NAME = 'route-files.json';

/** The file's shape, as the head start reads it; file names are relative to the manifest's folder. */
export interface RouteFiles {
  routes: string[];
  screens: Array<[path: string, files: string[]]>;
}

/** The chunk group of the remote's `./routes` expose, as the federation plugin names it. */
const ROUTES_EXPOSE_GROUP = '__federation_expose_routes';

/** What a page loads: scripts and stylesheets, not source maps or licence notes. */
const PAGE_FILE = /\.(js|css)$/;

function filesOf(compilation: Compilation, groupName: string): string[] {
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) throw new Error(`RouteFilesPlugin: no hay un grupo de chunks llamado "${groupName}" en ${compilation.outputOptions.uniqueName ?? 'este build'}.`);
  return group.getFiles().filter((file) => PAGE_FILE.test(file));
}

export class RouteFilesPlugin implements RspackPluginInstance {
  constructor(private readonly screens: Record<string, string[]>) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(RouteFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes have renamed the files, before the compressed copies.
        { name: RouteFilesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const routes = filesOf(compilation, ROUTES_EXPOSE_GROUP);
          const screens = Object.entries(this.screens).map(([path, groups]): [string, string[]] => [
            path,
            // The routes module's files are listed once, under `routes`, not again per screen.
            [...new Set(groups.flatMap((group) => filesOf(compilation, group)))].filter((file) => !routes.includes(file)),
          ]);
          const routeFiles: RouteFiles = { routes, screens };
          compilation.emitAsset(ROUTE_FILES_NAME, new sources.RawSource(JSON.stringify(routeFiles)));
        },
      );
    });
  }
}
