import { http } from '../http-client';
import { searchSite } from './search-site';

describe('searchSite (SPEC §5, §8)', () => {
  it('makes no call under 3 characters and counts 0', async () => {
    const get = jest.spyOn(http, 'get');
    await expect(searchSite('cr')).resolves.toEqual({ results: {}, total: 0 });
    await expect(searchSite('  c  ')).resolves.toEqual({ results: {}, total: 0 });
    expect(get).not.toHaveBeenCalled();
  });

  it('sums the section lists into the total', async () => {
    const results = {
      Crédito: [{ title: 'a', summary: '', url: '/a' }],
      Noticias: [
        { title: 'b', summary: '', url: '/b' },
        { title: 'c', summary: '', url: '/c' },
      ],
    };
    const get = jest.spyOn(http, 'get').mockResolvedValue({ data: results, status: 200, headers: {} });
    await expect(searchSite(' crédito ')).resolves.toEqual({ results, total: 3 });
    expect(get).toHaveBeenCalledWith('/api/search', { params: { phrase: 'crédito' } });
  });

  it('cuts a pasted paragraph to what the API accepts', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ data: {}, status: 200, headers: {} });
    await searchSite('a'.repeat(500));
    expect(get).toHaveBeenCalledWith('/api/search', { params: { phrase: 'a'.repeat(200) } });
  });

  it('empties the results quietly when the call fails', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(new Error('500'));
    await expect(searchSite('crédito')).resolves.toEqual({ results: {}, total: 0 });
  });
});
