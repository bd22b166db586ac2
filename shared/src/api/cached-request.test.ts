import { cachedRequest } from './cached-request';
import { collectFirstRenderData, provideFirstRenderData } from './first-render-data';

describe('cachedRequest', () => {
  it('loads once per key and shares the answer', async () => {
    const load = jest.fn(async (id: number) => ({ id }));
    const cached = cachedRequest('thing', load, (id) => String(id));

    await expect(cached(1)).resolves.toEqual({ id: 1 });
    await expect(cached(1)).resolves.toEqual({ id: 1 });
    await expect(cached(2)).resolves.toEqual({ id: 2 });

    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure so the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('caído')).mockResolvedValueOnce('ok');
    const cached = cachedRequest('thing', load);

    await expect(cached()).rejects.toThrow('caído');
    await expect(cached()).resolves.toBe('ok');
  });

  describe('peek', () => {
    afterEach(() => {
      delete (globalThis as Record<string, unknown>).__FVC_FIRST_RENDER_DATA__;
    });

    it('has nothing before the answer and the answer after it, without asking again', async () => {
      const load = jest.fn(async (id: number) => ({ id }));
      const cached = cachedRequest('thing', load, (id) => String(id));

      expect(cached.peek(1)).toBeUndefined();
      expect(load).not.toHaveBeenCalled();
      await cached(1);
      expect(cached.peek(1)).toEqual({ id: 1 });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('reads the answers a prerendered page carries, and the next call uses them', async () => {
      provideFirstRenderData({ 'thing:7': { id: 7, from: 'page' } });
      const load = jest.fn(async (id: number) => ({ id, from: 'api' }));
      const cached = cachedRequest('thing', load, (id) => String(id));

      expect(cached.peek(7)).toEqual({ id: 7, from: 'page' });
      await expect(cached(7)).resolves.toEqual({ id: 7, from: 'page' });
      expect(cached.peek(8)).toBeUndefined();
      expect(load).not.toHaveBeenCalled();
    });

    it('says what the page carries, not an answer that came since', async () => {
      provideFirstRenderData({ 'thing:7': { id: 7, from: 'page' } });
      const cached = cachedRequest('thing', async (id: number) => ({ id, from: 'api' }), (id) => String(id));
      await cached(8);
      expect(cached.carried(7)).toEqual({ id: 7, from: 'page' });
      expect(cached.carried(8)).toBeUndefined();
      expect(cached.peek(8)).toEqual({ id: 8, from: 'api' });
    });

    it('while a page is prerendered, a miss starts the request and the answer joins the page', async () => {
      const page = collectFirstRenderData();
      const cached = cachedRequest('thing', async (id: number) => ({ id }), (id) => String(id));

      expect(cached.peek(3)).toBeUndefined();
      expect(page.pending).toHaveLength(1);
      await Promise.all(page.pending ?? []);
      expect(page.data).toEqual({ 'thing:3': { id: 3 } });

      // The next page of the same job carries the answer too, though it is cached by then.
      const next = collectFirstRenderData();
      expect(cached.peek(3)).toEqual({ id: 3 });
      expect(next.data).toEqual({ 'thing:3': { id: 3 } });
      expect(next.pending).toHaveLength(0);
    });

    it('asks again on the next pass for a failed answer, and for an optional one draws the page without it', async () => {
      const load = jest.fn(() => Promise.reject(new Error('caído')));
      const needed = cachedRequest('needed', load);
      const optional = cachedRequest('optional', load, undefined, { optional: true });
      const first = collectFirstRenderData();
      needed.peek();
      optional.peek();
      await Promise.all(first.pending ?? []);

      const second = collectFirstRenderData();
      expect(needed.peek()).toBeUndefined();
      expect(optional.peek()).toBeUndefined();
      expect(second.pending).toHaveLength(1);
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('leaves a failed answer out of the page', async () => {
      const page = collectFirstRenderData();
      const cached = cachedRequest('thing', () => Promise.reject(new Error('caído')));

      expect(cached.peek()).toBeUndefined();
      await Promise.all(page.pending ?? []);
      expect(page.data).toEqual({});
    });
  });
});
