/**
 * @jest-environment node
 */
// In Node, for its `Response`, which the browser has and jsdom does not.
import { answerFromSnapshots } from './manifest-snapshots';

const MANIFEST_URL = 'http://localhost:3000/mf/home/20261127-1/mf-manifest.json';
const manifest = { id: 'home', metaData: { name: 'home', publicPath: 'auto' }, exposes: [{ name: 'routes' }] };

describe('answerFromSnapshots (issue #15: a prerendered page holds its remote build’s manifest)', () => {
  it('answers the manifest the page holds without the network, as the same JSON', async () => {
    const network = jest.fn<Promise<Response>, [string, RequestInit?]>();
    const response = await answerFromSnapshots({ [MANIFEST_URL]: manifest }, network)(MANIFEST_URL, {});
    expect(response.ok).toBe(true);
    expect(await response.json()).toEqual(manifest);
    expect(network).not.toHaveBeenCalled();
  });

  it('answers it once: a remote asked for again after a failure goes to the network', async () => {
    const fromNetwork = new Response('{}');
    const network = jest.fn<Promise<Response>, [string, RequestInit?]>().mockResolvedValue(fromNetwork);
    const attempt = answerFromSnapshots({ [MANIFEST_URL]: manifest }, network);
    await attempt(MANIFEST_URL, {});
    await expect(attempt(MANIFEST_URL, {})).resolves.toBe(fromNetwork);
    expect(network).toHaveBeenCalledWith(MANIFEST_URL, {});
  });

  it('sends any other manifest to the network (another build of the remote, another remote)', async () => {
    const network = jest.fn<Promise<Response>, [string, RequestInit?]>().mockResolvedValue(new Response('{}'));
    const attempt = answerFromSnapshots({ [MANIFEST_URL]: manifest }, network);
    await attempt('http://localhost:3000/mf/home/20261128-2/mf-manifest.json', {});
    await attempt('http://localhost:3000/mf/plans/20261127-1/mf-manifest.json', {});
    expect(network).toHaveBeenCalledTimes(2);
  });
});
