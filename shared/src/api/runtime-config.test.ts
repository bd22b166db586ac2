import { loadRuntimeConfig, loadRuntimeConfigPatiently, readInlineRuntimeConfig } from './runtime-config';

// jsdom has no Response: a fetch that answers with only what loadRuntimeConfig reads.
const respond = (status: number, body: unknown) =>
  (async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response) as unknown as typeof fetch;

describe('loadRuntimeConfig', () => {
  it('reads the API URL and the remote registry from /runtime-config.json', async () => {
    const config = await loadRuntimeConfig(respond(200, { apiUrl: 'https://api.example', remotes: { home: 'https://home.example/mf-manifest.json' } }));
    expect(config).toEqual({ apiUrl: 'https://api.example', remotes: { home: 'https://home.example/mf-manifest.json' } });
  });

  it('refuses a missing file or one without apiUrl and remotes', async () => {
    await expect(loadRuntimeConfig(respond(404, {}))).rejects.toThrow('404');
    await expect(loadRuntimeConfig(respond(200, { apiUrl: 'https://api.example' }))).rejects.toThrow('apiUrl y remotes');
  });
});

describe('loadRuntimeConfigPatiently', () => {
  const config = { apiUrl: 'https://api.example', remotes: {} };

  it('tries again when the registry does not answer, and gets it once it is back', async () => {
    let calls = 0;
    const flaky = (async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return { ok: true, status: 200, json: async () => config } as Response;
    }) as unknown as typeof fetch;
    await expect(loadRuntimeConfigPatiently([1, 1], flaky)).resolves.toEqual(config);
    expect(calls).toBe(3);
  });

  it('gives up after the last try', async () => {
    await expect(loadRuntimeConfigPatiently([1], respond(503, {}))).rejects.toThrow('503');
  });
});

describe('readInlineRuntimeConfig', () => {
  const page = (content: string) => {
    const doc = document.implementation.createHTMLDocument('página');
    doc.head.innerHTML = `<script id="fvc-runtime-config" type="application/json">${content}</script>`;
    return doc;
  };

  it('reads the registry the server wrote into the page', () => {
    const registry = { apiUrl: 'https://api.example', remotes: { home: 'https://home.example/mf-manifest.json' } };
    expect(readInlineRuntimeConfig(page(JSON.stringify(registry)))).toEqual(registry);
  });

  it('has none when the server left the placeholder, wrote something else, or the page has no slot', () => {
    expect(readInlineRuntimeConfig(page('<!--# include virtual="/runtime-config.json" -->'))).toBeUndefined();
    expect(readInlineRuntimeConfig(page('{"apiUrl": 1}'))).toBeUndefined();
    expect(readInlineRuntimeConfig(page('{roto'))).toBeUndefined();
    expect(readInlineRuntimeConfig(document.implementation.createHTMLDocument('sin registro'))).toBeUndefined();
  });
});
