import { cachedRequest } from './cached-request';

describe('cachedRequest', () => {
  it('loads once per key and shares the answer', async () => {
    const load = jest.fn(async (id: number) => ({ id }));
    const cached = cachedRequest(load, (id) => String(id));

    await expect(cached(1)).resolves.toEqual({ id: 1 });
    await expect(cached(1)).resolves.toEqual({ id: 1 });
    await expect(cached(2)).resolves.toEqual({ id: 2 });

    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure so the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('caído')).mockResolvedValueOnce('ok');
    const cached = cachedRequest(load);

    await expect(cached()).rejects.toThrow('caído');
    await expect(cached()).resolves.toBe('ok');
  });
});
