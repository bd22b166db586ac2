/**
 * @jest-environment node
 */
// In Node, for its `Response`, which the browser has and jsdom does not.
import { heldManifests } from './manifest-snapshots';

const MANIFEST_URL = 'http://localhost:3000/mf/home/20261127-1/mf-manifest.json';
const manifest = { id: 'home', metaData: { name: 'home', publicPath: 'auto' }, exposes: [{ name: 'routes' }] };

describe('heldManifests (issue #15: a prerendered page holds its remote build’s manifest)', () => {
  it('answers the manifest the page holds, as the same JSON', async () => {
    const response = heldManifests({ [MANIFEST_URL]: manifest })(MANIFEST_URL);
    expect(response?.ok).toBe(true);
    expect(await response?.json()).toEqual(manifest);
  });

  it('answers it once: a remote asked for again after a failure goes to the network', () => {
    const held = heldManifests({ [MANIFEST_URL]: manifest });
    held(MANIFEST_URL);
    expect(held(MANIFEST_URL)).toBeUndefined();
  });

  it('holds no other manifest (another build of the remote, another remote)', () => {
    const held = heldManifests({ [MANIFEST_URL]: manifest });
    expect(held('http://localhost:3000/mf/home/20261128-2/mf-manifest.json')).toBeUndefined();
    expect(held('http://localhost:3000/mf/plans/20261127-1/mf-manifest.json')).toBeUndefined();
  });
});
