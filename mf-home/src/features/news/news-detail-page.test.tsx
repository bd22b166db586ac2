import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import type { NewsItem } from '@fvc/shared/contracts';
import { appStore, collectPageHead } from '@fvc/shared/session';
import { NewsDetailPage } from './news-detail-page';
import { newsItem } from './news-item.fixture';
import { firstRenderHtml, renderApp, type AppWorld } from '@fvc/shared/testing/render-app';

const item: NewsItem = { ...newsItem, body: '<p>Abrimos el <strong>2 de enero</strong>.</p><img src="x" onerror="alert(1)">' };

/** The news item's page at its address, as the site routes it. */
const newsPage = (id: string) => (
  <MemoryRouter initialEntries={[`/noticias/${id}`]}>
    <Routes>
      <Route path="/noticias/:id" element={<NewsDetailPage />} />
    </Routes>
  </MemoryRouter>
);

const openNews = (id: string, world: AppWorld = {}) => renderApp(newsPage(id), world);

/** The first render alone (no effects): what the prerender job writes and hydration compares with. */
const firstRender = (id: string, world: AppWorld = {}) => firstRenderHtml(newsPage(id), world);

const carrying = (news: NewsItem): AppWorld => ({ carried: [[['news-item', String(news.id)], news]] });

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('NewsDetailPage', () => {
  it('shows the item with its body sanitized, and names the page after it', async () => {
    apiStub().get('/api/news/7').reply(200, item);
    openNews('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Año nuevo en la sucursal' })).toBeInTheDocument();
    expect(screen.getByText('2 de enero')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(appStore.getState().pageTitle?.title).toBe('Año nuevo en la sucursal');
    expect(robots()).toBeUndefined();
  });

  it('draws the item a prerendered page carries in its first render, sanitized, without asking the API', () => {
    // Nothing is stubbed: a request would fail the test (net connect is off).
    const html = firstRender('7', carrying(item));
    expect(html).toContain('Año nuevo en la sucursal');
    expect(html).toContain('2 de enero');
    expect(html).not.toMatch(/onerror|Cargando/);
  });

  it('keeps the item the page carries once its effects run, without asking the API again', async () => {
    // Net connect is off and nothing is stubbed: a request would fail and show the error state.
    const { client } = openNews('7', carrying(item));
    expect(screen.getByRole('heading', { level: 1, name: 'Año nuevo en la sucursal' })).toBeInTheDocument();
    // Its effects have run: a request they started would be on its way now.
    await act(async () => undefined);
    expect(client.getQueryState(['news-item', '7'])?.fetchStatus).toBe('idle');
    expect(screen.queryByText('No pudimos cargar la noticia.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Año nuevo en la sucursal' })).toBeInTheDocument();
  });

  it('leaves the description to the route when the item has no subtitle', () => {
    const head = collectPageHead();
    firstRender('7', carrying({ ...item, subtitle: '' }));
    expect(head).toEqual({ title: 'Año nuevo en la sucursal', description: undefined });
  });

  it('gives the prerender job its headline and subtitle for the page’s head', () => {
    const head = collectPageHead();
    firstRender('7', carrying(item));
    expect(head).toEqual({ title: 'Año nuevo en la sucursal', description: item.subtitle });
  });

  it('a news item that is gone: says so in Spanish, with no retry, and asks search engines not to keep the page', async () => {
    apiStub().get('/api/news/999').reply(404, { code: 'NEWS_NOT_FOUND', message: 'No encontramos esa noticia.' });
    const { unmount } = openNews('999');
    expect(await screen.findByRole('heading', { name: 'No encontramos esa noticia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VER TODAS LAS NOTICIAS' })).toHaveAttribute('href', '/noticias');
    expect(robots()).toBe('noindex');
    expect(appStore.getState().pageTitle?.title).toBe('Noticia no encontrada');
    unmount();
    expect(robots()).toBeUndefined();
  });

  it('a failure that is not a 404 offers a retry that works', async () => {
    apiStub().get('/api/news/7').reply(503, { code: 'UNAVAILABLE', message: 'Servicio no disponible.' });
    apiStub().get('/api/news/7').reply(200, item);
    openNews('7');
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Año nuevo en la sucursal' })).toBeInTheDocument();
  });
});
