import { remotePreloads } from './remote-preloads';

const registry = JSON.stringify({
  apiUrl: 'http://localhost:3000',
  remotes: { account: 'http://localhost:3000/mf/account/v7/mf-manifest.json', home: 'http://localhost:3000/mf/home/v3/mf-manifest.json' },
});

describe('the preloads of a client-rendered page', () => {
  it('name the manifest and the entry of the remote that owns the path', () => {
    expect(remotePreloads('/my-account/balances', registry)).toBe(
      '<link rel="preload" as="fetch" crossorigin href="http://localhost:3000/mf/account/v7/mf-manifest.json">' +
        '<link rel="preload" as="script" href="http://localhost:3000/mf/account/v7/remoteEntry.js">',
    );
    expect(remotePreloads('/noticias/12', registry)).toContain('/mf/home/v3/remoteEntry.js');
  });

  it('name the files of the remote\'s `./routes` its manifest lists, when it can be read', () => {
    const manifest = { exposes: [{ name: 'routes', assets: { js: { sync: ['444.3c1491fecb.js', '__federation_expose_routes.23dd0b790f.js', '../fuera.js'] } } }] };
    const links = remotePreloads('/acceso', registry, (url) => (url.endsWith('/mf/account/v7/mf-manifest.json') ? manifest : null));
    expect(links).toContain('<link rel="preload" as="script" href="http://localhost:3000/mf/account/v7/444.3c1491fecb.js">');
    expect(links).toContain('href="http://localhost:3000/mf/account/v7/__federation_expose_routes.23dd0b790f.js"');
    // Only a file name beside the manifest: nothing that climbs out of its folder.
    expect(links).not.toContain('fuera');
  });

  it('name nothing for a path no remote owns, a remote the registry lacks or a registry that cannot be read', () => {
    expect(remotePreloads('/no-existe', registry)).toBe('');
    expect(remotePreloads('/distribuidores', registry)).toBe('');
    expect(remotePreloads('/acceso', '{roto')).toBe('');
    expect(remotePreloads('/acceso', JSON.stringify({ remotes: { account: 'http://localhost:3000/mf/account/otra-cosa.json' } }))).toBe('');
  });

  it('keep a registry value from closing the attribute', () => {
    const hostile = JSON.stringify({ remotes: { account: 'http://x/"><script>alert(1)</script>/mf-manifest.json' } });
    expect(remotePreloads('/acceso', hostile)).not.toContain('"><script>');
  });
});
