import { lazyRetryPlugin } from './lazy-retry-plugin';

// Records when the retry plugin's module is evaluated: that is the moment it would be fetched.
const mockRetryModuleLoaded = jest.fn();
jest.mock('@module-federation/retry-plugin', () => {
  mockRetryModuleLoaded();
  return jest.requireActual('@module-federation/retry-plugin');
});

const okManifest = () => ({ ok: true, status: 200, clone: okManifest, json: async () => ({ id: 'dealers' }) }) as unknown as Response;
const serverError = () => ({ ok: false, status: 503, clone: serverError, json: async () => ({}) }) as unknown as Response;

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  mockRetryModuleLoaded.mockClear();
  globalThis.fetch = fetchMock as typeof fetch;
  // The plugin logs each retry to the console.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const plugin = () => lazyRetryPlugin({ fetch: { retryTimes: 2, retryDelay: 0 }, script: { retryTimes: 2, retryDelay: 0 } });
const fetchThrough = (hooks: ReturnType<typeof plugin>, url: string) =>
  (hooks.fetch as (url: string, init: RequestInit) => Promise<Response>)(url, {});

describe('lazyRetryPlugin (issue #15: the retry plugin off the first load)', () => {
  it('answers a manifest that loads the first time without loading the retry plugin', async () => {
    fetchMock.mockResolvedValueOnce(okManifest());
    const response = await fetchThrough(plugin(), 'http://remote/mf-manifest.json');
    expect(response.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(mockRetryModuleLoaded).not.toHaveBeenCalled();
  });

  it('loads the retry plugin after a failure and tries as often as configured (1 + 2 retries)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(serverError()).mockResolvedValueOnce(okManifest());
    const response = await fetchThrough(plugin(), 'http://remote/mf-manifest.json');
    expect(response.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(mockRetryModuleLoaded).toHaveBeenCalledTimes(1);
  }, 10_000);

  it('retries a manifest that answers 200 with something other than JSON (a page instead of the file)', async () => {
    const page = () => ({ ok: true, status: 200, clone: page, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) }) as unknown as Response;
    fetchMock.mockResolvedValueOnce(page()).mockResolvedValueOnce(okManifest());
    const response = await fetchThrough(plugin(), 'http://remote/mf-manifest.json');
    expect(response.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fetches the retry plugin again at the next failure when the network failed its chunk too', async () => {
    const hooks = plugin();
    jest.resetModules();
    jest.doMock('@module-federation/retry-plugin', () => {
      throw new Error('ChunkLoadError');
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchThrough(hooks, 'http://remote/mf-manifest.json')).rejects.toThrow('ChunkLoadError');

    jest.resetModules();
    jest.dontMock('@module-federation/retry-plugin');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(okManifest());
    await expect(fetchThrough(hooks, 'http://remote/mf-manifest.json')).resolves.toMatchObject({ ok: true });
  });

  it('gives up after the configured retries', async () => {
    fetchMock.mockResolvedValue(serverError());
    await expect(fetchThrough(plugin(), 'http://remote/mf-manifest.json')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  }, 10_000);

  it('takes an expose factory as it comes when it loads, and retries it when it does not', async () => {
    const factory = () => ({ default: 'routes' });
    const get = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(factory);
    const getModuleFactory = plugin().getModuleFactory as (args: object) => Promise<unknown>;
    const args = { remoteEntryExports: { get, init: jest.fn() }, expose: './routes', moduleInfo: { name: 'dealers' } };
    await expect(getModuleFactory(args)).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('lazyRetryPlugin with a manifest the page holds', () => {
  it('answers it as it is: the network is not asked', async () => {
    const heldManifest = jest.fn<Response | undefined, [string]>().mockReturnValue(okManifest());
    const hooks = lazyRetryPlugin({ fetch: { retryTimes: 2, retryDelay: 0 } }, heldManifest);
    await expect(fetchThrough(hooks, 'http://remote/mf-manifest.json')).resolves.toMatchObject({ ok: true });
    expect(heldManifest).toHaveBeenCalledWith('http://remote/mf-manifest.json');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
