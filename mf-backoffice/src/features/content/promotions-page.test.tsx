import { screen, within } from '@testing-library/react';
import type { PromotionList } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { EDITOR, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const LIST = '/api/backoffice/content/promotions';

const PROMOTIONS: PromotionList = [
  { id: 1, title: 'Enganche desde 10%', state: 'draft', liveVersion: null, latestVersion: 1, updatedAt: '2026-03-05T20:05:00.000Z' },
  { id: 2, title: 'Tasa fija en autobuses', state: 'scheduled', liveVersion: 2, latestVersion: 2, updatedAt: '2026-03-05T20:05:00.000Z' },
  { id: 3, title: 'Seguro incluido', state: 'published', liveVersion: 2, latestVersion: 3, updatedAt: '2026-03-05T20:05:00.000Z' },
  { id: 4, title: 'Buen Fin', state: 'ended', liveVersion: 1, latestVersion: 1, updatedAt: '2026-03-05T20:05:00.000Z' },
];

const list = () => screen.getByRole('list', { name: 'Promociones' });

describe('the promotions', () => {
  it('lists each promotion with its state in Spanish and which version the site shows', async () => {
    apiStub().get(LIST).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, PROMOTIONS);
    renderBackoffice('/backoffice/contenido/promociones', { signedInAs: EDITOR });

    expect(await screen.findByRole('link', { name: 'Enganche desde 10%' })).toHaveAttribute('href', '/backoffice/contenido/promociones/1');
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Borrador');
    expect(items[0]).toHaveTextContent('sin versión publicada · 1 versión');
    expect(items[1]).toHaveTextContent('Programada');
    expect(items[1]).toHaveTextContent('versión publicada 2 de 2');
    expect(items[2]).toHaveTextContent('Publicada');
    expect(items[2]).toHaveTextContent('versión publicada 2 de 3');
    expect(items[3]).toHaveTextContent('Terminada');
    expect(within(items[3]!).getByRole('link', { name: 'Buen Fin' })).toHaveAttribute('href', '/backoffice/contenido/promociones/4');
  });

  it('offers an editor a new promotion', async () => {
    apiStub().get(LIST).reply(200, PROMOTIONS);
    renderBackoffice('/backoffice/contenido', { signedInAs: EDITOR });
    expect(await screen.findByRole('link', { name: 'Nueva promoción' })).toHaveAttribute('href', '/backoffice/contenido/promociones/nueva');
  });

  it('does not offer a publisher a new promotion', async () => {
    apiStub().get(LIST).reply(200, PROMOTIONS);
    renderBackoffice('/backoffice/contenido/promociones', { signedInAs: PUBLISHER });
    await screen.findByRole('link', { name: 'Enganche desde 10%' });
    expect(screen.queryByRole('link', { name: 'Nueva promoción' })).not.toBeInTheDocument();
  });

  it('says when there is none yet', async () => {
    apiStub().get(LIST).reply(200, []);
    renderBackoffice('/backoffice/contenido/promociones', { signedInAs: EDITOR });
    expect(await screen.findByRole('heading', { name: 'Aún no hay promociones' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Crea la primera con «Nueva promoción».');
  });

  it('shows the API’s refusal, page-level', async () => {
    apiStub().get(LIST).reply(403, { code: 'FORBIDDEN', message: 'No tienes permiso para hacer esto. Si lo necesitas, pídelo a un administrador.' });
    renderBackoffice('/backoffice/contenido/promociones', { signedInAs: EDITOR });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer esto.');
  });

  it('offers to try again when the server failed', async () => {
    apiStub().get(LIST).reply(503, { code: 'UNAVAILABLE', message: 'El servicio no está disponible.' });
    renderBackoffice('/backoffice/contenido/promociones', { signedInAs: EDITOR });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El servicio no está disponible.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
