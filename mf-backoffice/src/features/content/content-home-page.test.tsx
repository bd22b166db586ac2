import { screen, within } from '@testing-library/react';
import type { ContentList } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { EDITOR, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const kinds = () => screen.getByRole('list', { name: 'Tipos de contenido' });

describe('the content home', () => {
  it('lists the nine kinds by their Spanish names, each opening its list', async () => {
    renderBackoffice('/backoffice/contenido', { signedInAs: PUBLISHER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Contenido' })).toBeInTheDocument();
    const links = within(kinds()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Promociones', '/backoffice/contenido/promociones'],
      ['Carrusel de la portada', '/backoffice/contenido/carrusel'],
      ['Marcas', '/backoffice/contenido/marcas'],
      ['Noticias', '/backoffice/contenido/noticias'],
      ['Tarjetas de planes', '/backoffice/contenido/tarjetas-de-planes'],
      ['Preguntas frecuentes', '/backoffice/contenido/preguntas-frecuentes'],
      ['Avisos emergentes', '/backoffice/contenido/avisos'],
      ['Páginas y textos legales', '/backoffice/contenido/paginas'],
      ['Datos de la empresa y UNE', '/backoffice/contenido/empresa'],
    ]);
  });

  it('offers an editor a new item of each kind but the site’s own set (its pages, the company’s data)', async () => {
    renderBackoffice('/backoffice/contenido', { signedInAs: EDITOR });

    expect(await screen.findByRole('link', { name: 'Nueva promoción' })).toHaveAttribute('href', '/backoffice/contenido/promociones/nueva');
    expect(screen.getByRole('link', { name: 'Nueva diapositiva' })).toHaveAttribute('href', '/backoffice/contenido/carrusel/nueva');
    expect(screen.getByRole('link', { name: 'Nueva marca' })).toHaveAttribute('href', '/backoffice/contenido/marcas/nueva');
    expect(screen.getByRole('link', { name: 'Nueva noticia' })).toHaveAttribute('href', '/backoffice/contenido/noticias/nueva');
    expect(screen.getByRole('link', { name: 'Nueva tarjeta de plan' })).toHaveAttribute('href', '/backoffice/contenido/tarjetas-de-planes/nueva');
    expect(screen.getByRole('link', { name: 'Nueva pregunta frecuente' })).toHaveAttribute('href', '/backoffice/contenido/preguntas-frecuentes/nueva');
    expect(screen.getByRole('link', { name: 'Nueva alerta' })).toHaveAttribute('href', '/backoffice/contenido/avisos/nueva');
    expect(within(kinds()).getAllByRole('link', { name: /^Nueva / })).toHaveLength(7);
    expect(screen.queryByRole('link', { name: 'Nueva página' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nueva ficha de la empresa' })).not.toBeInTheDocument();
  });
});

const ITEMS: ContentList = [
  { id: 1, title: 'Tractocamiones al amanecer', state: 'published', liveVersion: 1, latestVersion: 2, updatedAt: '2026-03-05T20:05:00.000Z' },
  { id: 2, title: 'Autobuses en la terminal', state: 'draft', liveVersion: null, latestVersion: 1, updatedAt: '2026-03-05T20:05:00.000Z' },
];

describe.each([
  { name: 'Carrusel de la portada', api: 'banners', segment: 'carrusel', newOne: 'Nueva diapositiva', none: 'Aún no hay diapositivas' },
  { name: 'Marcas', api: 'brands', segment: 'marcas', newOne: 'Nueva marca', none: 'Aún no hay marcas' },
  { name: 'Noticias', api: 'news', segment: 'noticias', newOne: 'Nueva noticia', none: 'Aún no hay noticias' },
  { name: 'Tarjetas de planes', api: 'plan-cards', segment: 'tarjetas-de-planes', newOne: 'Nueva tarjeta de plan', none: 'Aún no hay tarjetas de planes' },
  { name: 'Preguntas frecuentes', api: 'faqs', segment: 'preguntas-frecuentes', newOne: 'Nueva pregunta frecuente', none: 'Aún no hay preguntas frecuentes' },
])('the list of $name', ({ name, api, segment, newOne, none }) => {
  it('shows each item with its state, linked to its page, and a new one for an editor', async () => {
    apiStub().get(`/api/backoffice/content/${api}`).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, ITEMS);
    renderBackoffice(`/backoffice/contenido/${segment}`, { signedInAs: EDITOR });

    expect(await screen.findByRole('link', { name: 'Tractocamiones al amanecer' })).toHaveAttribute('href', `/backoffice/contenido/${segment}/1`);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Publicada');
    expect(items[0]).toHaveTextContent('versión publicada 1 de 2');
    expect(items[1]).toHaveTextContent('Borrador');
    expect(screen.getByRole('link', { name: newOne })).toHaveAttribute('href', `/backoffice/contenido/${segment}/nueva`);
    expect(screen.getByRole('link', { name: 'Volver al contenido' })).toHaveAttribute('href', '/backoffice/contenido');
  });

  it('says when there is none yet', async () => {
    apiStub().get(`/api/backoffice/content/${api}`).reply(200, []);
    renderBackoffice(`/backoffice/contenido/${segment}`, { signedInAs: PUBLISHER });
    expect(await screen.findByRole('heading', { name: none })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: newOne })).not.toBeInTheDocument();
  });
});
