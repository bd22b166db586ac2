import { REMOTE_ENTRY_FILE } from '../../platform';
import { ownerOf } from './route-ownership';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What the preloads read of a remote's manifest: the files its `./routes` needs at once. */
export interface RemoteManifest {
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * A client-rendered page (/acceso, the customer area) draws nothing until its route's remote has
 * come: its manifest, its entry, then the files of its `./routes`. The shell finds which remote
 * only once its own start-up has run. The page already knows (its path, the registry it carries),
 * so it asks for them beside the shell's files, at the browser's ordinary preload priority, and
 * the federation runtime's own requests take the answers (docs/decisions/0053). The files of
 * `./routes` come from the manifest, when `readManifest` can read it where it is published. A path
 * no remote owns, or a registry without it, gets nothing.
 */
export function remotePreloads(pathname: string, registryJson: string, readManifest: (url: string) => RemoteManifest | null = () => null): string {
  const owner = ownerOf(pathname);
  let manifest: string | undefined;
  try {
    manifest = owner ? (JSON.parse(registryJson) as { remotes?: Record<string, string> }).remotes?.[owner] : undefined;
  } catch {
    return '';
  }
  if (!manifest || !manifest.endsWith('/mf-manifest.json')) return '';
  const folder = manifest.slice(0, -'mf-manifest.json'.length);
  const routesFiles = readManifest(manifest)?.exposes?.find((expose) => expose.name === 'routes')?.assets?.js?.sync ?? [];
  const scripts = [REMOTE_ENTRY_FILE, ...routesFiles.filter((file) => /^[\w.-]+\.js$/.test(file))].map((file) => `${folder}${file}`);
  // The manifest is read with fetch(), which a preload serves only with the same CORS mode.
  return (
    `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(manifest)}">` +
    scripts.map((script) => `<link rel="preload" as="script" href="${escapeAttribute(script)}">`).join('')
  );
}
