import type { HomeContent } from '../../contracts';
import { appStore } from '@fvc/shared/session';
import { http } from '../http-client';
import { getHomeContent, prepareHomeContent } from './get-home-content';

const CONTENT: HomeContent = {
  mainbanners: [
    { id: 1, title: 'Uno', imgcontent: '/media/b-d.webp', imgmobilecontent: '/media/b-m.webp', videourl: null, textfooter: null, urlfooter: null },
  ],
  plansbanners: {
    plansarray: [
      { id: 1, title: 'Crédito Directo', icnsummary: '/media/i.webp', summary: 's', summaryhover: 'h', urlsummary: '/a' },
      { id: 2, title: 'Flexibility', icnsummary: '/media/f.webp', summary: 's', summaryhover: 'h', urlsummary: '/b' },
    ],
  },
  promocionesbanners: [
    { id: 1, title: 'P', subtitle: 's', imgback: 'https://cdn.example/p.svg', urlbutton: '/x', vehiculo: 'v', textbutton: 'T' },
  ],
  marcasbanners: [
    { id: 1, title: 'Cumbre', subtitle: 's', imgmobileback: '/media/c.webp', urlbutton: '/c' },
    { id: 2, title: 'Financial', subtitle: 's', imgmobileback: '/media/f.webp', urlbutton: '/f' },
  ],
  noticiasbanners: [],
};

beforeEach(() => {
  appStore.getState().setApiBaseUrl('http://api.example:4000');
});
afterEach(() => {
  appStore.getState().setApiBaseUrl('');
});

describe('prepareHomeContent (SPEC §7)', () => {
  it('drops plan cards whose title contains Flexi and the brand titled Financial', () => {
    const prepared = prepareHomeContent(CONTENT);
    expect(prepared.plansbanners.plansarray.map((card) => card.title)).toEqual(['Crédito Directo']);
    expect(prepared.marcasbanners.map((brand) => brand.title)).toEqual(['Cumbre']);
  });

  it('resolves image paths against the API base and keeps absolute URLs', () => {
    const prepared = prepareHomeContent(CONTENT);
    expect(prepared.mainbanners[0]?.imgcontent).toBe('http://api.example:4000/media/b-d.webp');
    expect(prepared.mainbanners[0]?.imgmobilecontent).toBe('http://api.example:4000/media/b-m.webp');
    expect(prepared.plansbanners.plansarray[0]?.icnsummary).toBe('http://api.example:4000/media/i.webp');
    expect(prepared.promocionesbanners[0]?.imgback).toBe('https://cdn.example/p.svg');
  });
});

describe('getHomeContent', () => {
  it('asks /api/banners and prepares the answer', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ data: CONTENT, status: 200, headers: {} });
    const content = await getHomeContent();
    expect(get).toHaveBeenCalledWith('/api/banners');
    expect(content.marcasbanners).toHaveLength(1);
  });
});
