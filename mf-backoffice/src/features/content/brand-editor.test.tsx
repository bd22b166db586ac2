import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedMedia } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { answerMedia, pictureFile } from '../../testing/answer-media';
import { BRAND_ID, brandFields, brandItem, EDITOR, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const BRANDS = '/api/backoffice/content/brands';
const ITEM = `${BRANDS}/${BRAND_ID}`;
const UPLOADED: UploadedMedia = { path: '/media/brand-9f8e7d.webp', width: 800, height: 600, bytes: 41_002 };

const preview = () => screen.getByRole('region', { name: 'Vista previa' });

describe('a new brand', () => {
  it('uploads its 800×600 picture for a brand, draws its card as typed, and saves the first draft', async () => {
    const user = userEvent.setup();
    const uploads = answerMedia(UPLOADED);
    const fields = brandFields({ title: 'International', subtitle: 'Camiones de carga mediana.', imgBack: UPLOADED.path, urlButton: 'https://international.example' });
    const item = brandItem({ state: 'draft', liveVersion: null, publishedAt: null, publishedBy: null, versions: [{ version: 1, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: fields }] });
    const created = apiStub().post(BRANDS, fields).matchHeader('authorization', 'Bearer staff-jwt-1').reply(201, item);
    apiStub().get(ITEM).reply(200, item).persist();
    renderBackoffice('/backoffice/contenido/marcas/nueva', { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva marca' })).toBeInTheDocument();
    const input = screen.getByLabelText('Imagen');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Se recorta a 800×600 píxeles'));
    await user.type(screen.getByLabelText('Nombre'), 'International');
    await user.type(screen.getByLabelText('Descripción'), 'Camiones de carga mediana.');
    await user.type(screen.getByLabelText('Destino de CONOCE MÁS'), 'https://international.example');
    await user.upload(input, pictureFile('international.png'));

    expect(await screen.findByRole('img', { name: 'Imagen elegida' })).toHaveAttribute('src', UPLOADED.path);
    expect(uploads.map((sent) => sent.get('use'))).toEqual(['brand']);
    expect(preview()).toHaveTextContent('800×600');
    expect(preview()).toHaveTextContent('International');
    expect(preview()).toHaveTextContent('Camiones de carga mediana.');
    expect(preview()).toHaveTextContent('CONOCE MÁS');
    expect(preview().querySelector('img')).toHaveAttribute('src', UPLOADED.path);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'International' })).toBeInTheDocument();
    expect(created.isDone()).toBe(true);
    expect(screen.getByText('Marca creada como borrador (versión 1).')).toHaveAttribute('role', 'status');
  });

  it('asks for the picture and a valid link before saving, and sends nothing', async () => {
    const user = userEvent.setup();
    const created = apiStub().post(BRANDS).reply(201, brandItem());
    renderBackoffice('/backoffice/contenido/marcas/nueva', { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Nueva marca' });

    await user.type(screen.getByLabelText('Nombre'), 'International');
    await user.type(screen.getByLabelText('Descripción'), 'Camiones de carga mediana.');
    await user.type(screen.getByLabelText('Destino de CONOCE MÁS'), '//otro.example');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Elige la imagen.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(screen.getByText(/^Escribe una página del sitio que empiece con \//, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(created.isDone()).toBe(false);
  });
});

describe('an existing brand, for a publisher', () => {
  it('publishes the newest version, then takes the brand off the site', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, brandItem());
    const published = apiStub().post(`${ITEM}/publish`, { version: 2 }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, brandItem({ liveVersion: 2 }));
    const taken = apiStub().post(`${ITEM}/unpublish`).reply(200, brandItem({ state: 'draft', liveVersion: null, publishedAt: null, publishedBy: null }));
    renderBackoffice(`/backoffice/contenido/marcas/${BRAND_ID}`, { signedInAs: PUBLISHER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kenworth México' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toBeDisabled();
    const panel = screen.getByRole('region', { name: 'Versiones' });
    expect(within(panel).getByRole('list', { name: 'Versiones de la marca' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publicar la versión 2' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Versión 2 publicada.');
    expect(published.isDone()).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Despublicar' }));
    expect(await within(panel).findByText('Marca despublicada. Ya no se ve en el sitio.')).toHaveAttribute('role', 'status');
    expect(taken.isDone()).toBe(true);
  });
});
