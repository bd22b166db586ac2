import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedMedia } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { answerMedia, pictureFile } from '../../testing/answer-media';
import { BANNER_ID, bannerFields, bannerItem, EDITOR, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const BANNERS = '/api/backoffice/content/banners';
const ITEM = `${BANNERS}/${BANNER_ID}`;
const DESKTOP: UploadedMedia = { path: '/media/banner-desktop-9f8e7d.webp', width: 1600, height: 640, bytes: 98_213 };
const MOBILE: UploadedMedia = { path: '/media/banner-mobile-9f8e7d.webp', width: 750, height: 900, bytes: 58_001 };

const form = () => screen.getByRole('form', { name: 'Datos de la diapositiva' });
const preview = () => screen.getByRole('region', { name: 'Vista previa' });

describe('a new carousel slide', () => {
  it('uploads each picture for its use, previews both with the title, and sends the empty optional fields as null', async () => {
    const user = userEvent.setup();
    const uploads = answerMedia(DESKTOP, MOBILE);
    const fields = bannerFields({ title: 'Volteos en la obra', imgDesktop: DESKTOP.path, imgMobile: MOBILE.path });
    const item = bannerItem({ state: 'draft', liveVersion: null, publishedAt: null, publishedBy: null, versions: [{ version: 1, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: fields }] });
    const created = apiStub().post(BANNERS, fields).matchHeader('authorization', 'Bearer staff-jwt-1').reply(201, item);
    apiStub().get(ITEM).reply(200, item).persist();
    renderBackoffice('/backoffice/contenido/carrusel/nueva', { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva diapositiva' })).toBeInTheDocument();
    const desktop = screen.getByLabelText('Imagen de escritorio');
    const mobile = screen.getByLabelText('Imagen móvil');
    expect(desktop).toHaveAccessibleDescription(expect.stringContaining('Se recorta a 1600×640 píxeles'));
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Se recorta a 750×900 píxeles'));
    await user.type(screen.getByLabelText('Título'), 'Volteos en la obra');
    await user.upload(desktop, pictureFile('escritorio.png'));
    expect(await screen.findByRole('img', { name: 'Imagen de escritorio elegida' })).toHaveAttribute('src', DESKTOP.path);
    await user.upload(mobile, pictureFile('celular.png'));
    expect(await screen.findByRole('img', { name: 'Imagen móvil elegida' })).toHaveAttribute('src', MOBILE.path);
    expect(uploads.map((sent) => sent.get('use'))).toEqual(['banner-desktop', 'banner-mobile']);

    // The title is the pictures' alternative text: the preview draws both with it.
    const drawn = within(preview()).getAllByRole('img', { name: 'Volteos en la obra' });
    expect(drawn.map((img) => img.getAttribute('src'))).toEqual([DESKTOP.path, MOBILE.path]);
    expect(within(preview()).getByRole('heading', { name: 'Escritorio' })).toBeInTheDocument();
    expect(within(preview()).getByRole('heading', { name: 'Celular' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Volteos en la obra' })).toBeInTheDocument();
    expect(created.isDone()).toBe(true);
    expect(within(form()).getByText('Diapositiva creada como borrador (versión 1).')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('list', { name: 'Versiones de la diapositiva' })).toHaveTextContent('Versión 1');
  });

  it('sends the optional video and footer trimmed, after refusing a video that is not https', async () => {
    const user = userEvent.setup();
    answerMedia(DESKTOP, MOBILE);
    const fields = bannerFields({ imgDesktop: DESKTOP.path, imgMobile: MOBILE.path, videoUrl: 'https://video.example/camion.mp4', textFooter: 'Conoce los planes', urlFooter: '/planes' });
    const created = apiStub().post(BANNERS, fields).reply(201, bannerItem({ versions: [{ version: 1, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: fields }] }));
    apiStub().get(ITEM).reply(200, bannerItem()).persist();
    renderBackoffice('/backoffice/contenido/carrusel/nueva', { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Nueva diapositiva' });

    await user.type(screen.getByLabelText('Título'), fields.title);
    await user.upload(screen.getByLabelText('Imagen de escritorio'), pictureFile());
    await screen.findByRole('img', { name: 'Imagen de escritorio elegida' });
    await user.upload(screen.getByLabelText('Imagen móvil'), pictureFile());
    await screen.findByRole('img', { name: 'Imagen móvil elegida' });
    await user.type(screen.getByLabelText('Video (opcional)'), 'http://video.example/camion.mp4');
    await user.type(screen.getByLabelText('Texto al pie (opcional)'), '  Conoce los planes ');
    await user.type(screen.getByLabelText('Enlace del texto al pie (opcional)'), '/planes');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Escribe una dirección que empiece con https://.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(created.isDone()).toBe(false);
    await user.clear(screen.getByLabelText('Video (opcional)'));
    await user.type(screen.getByLabelText('Video (opcional)'), 'https://video.example/camion.mp4');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Diapositiva creada como borrador (versión 1).')).toBeInTheDocument();
    expect(created.isDone()).toBe(true);
  });
});

describe('an existing carousel slide', () => {
  it('starts an editor from the newest version, its empty optional fields empty, and saves them as null again', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, bannerItem());
    const changed = bannerFields({ title: 'Autobuses en la terminal de noche' });
    const saved = apiStub()
      .put(`${ITEM}/draft`, changed)
      .reply(200, bannerItem({ versions: [{ version: 3, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: changed }, ...bannerItem().versions] }));
    renderBackoffice(`/backoffice/contenido/carrusel/${BANNER_ID}`, { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Autobuses en la terminal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Video (opcional)')).toHaveValue('');
    expect(screen.getByLabelText('Texto al pie (opcional)')).toHaveValue('');
    await user.type(screen.getByLabelText('Título'), ' de noche');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText(/^Borrador guardado: versión 3\./)).toHaveAttribute('role', 'status');
    expect(saved.isDone()).toBe(true);
  });

  it('is published by a publisher, after the e-mailed code when the session needs it', async () => {
    const user = userEvent.setup();
    const CHALLENGE = { challengeId: '5f0c6d2e-1111-4222-8333-444455556666', sentTo: 'p•••n@demo.mx', codeExpiresAt: '2099-01-01T00:05:00Z' };
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, bannerItem());
    const firstTry = apiStub().post(`${ITEM}/publish`, { version: 2 }).reply(403, { code: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirma que eres tú.' });
    const challenge = apiStub().post('/api/backoffice/auth/step-up').reply(200, CHALLENGE);
    const code = apiStub().post('/api/backoffice/auth/step-up/code', { challengeId: CHALLENGE.challengeId, code: '123456' }).reply(204);
    const secondTry = apiStub().post(`${ITEM}/publish`, { version: 2 }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, bannerItem({ liveVersion: 2 }));
    renderBackoffice(`/backoffice/contenido/carrusel/${BANNER_ID}`, { signedInAs: PUBLISHER });
    await screen.findByRole('heading', { level: 1, name: 'Autobuses en la terminal' });
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).not.toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Versiones' });
    await user.click(within(panel).getByRole('button', { name: 'Publicar la versión 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.type(within(dialog).getByLabelText('Código'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y publicar la versión 2' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Versión 2 publicada. Se verá en el sitio en menos de un minuto.');
    expect([firstTry, challenge, code, secondTry].map((call) => call.isDone())).toEqual([true, true, true, true]);
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('En el sitio');
  });
});
