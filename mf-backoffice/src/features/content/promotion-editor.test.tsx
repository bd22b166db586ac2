import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedMedia } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { EDITOR, PROMOTION_ID, promotionFields, promotionItem, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const PROMOTIONS = '/api/backoffice/content/promotions';
const ITEM = `${PROMOTIONS}/${PROMOTION_ID}`;
const MEDIA = '/api/backoffice/media';
const UPLOADED: UploadedMedia = { path: '/media/promotion-9f8e7d.webp', width: 600, height: 800, bytes: 48_213 };

const picture = (name = 'camion.png', type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
const form = () => screen.getByRole('form', { name: 'Datos de la promoción' });
const preview = () => screen.getByRole('region', { name: 'Vista previa' });

/**
 * The media endpoint, answered at `fetch`: jsdom's FormData cannot cross Node's fetch (nock would
 * never see it). Every other call goes on to nock. Gives the multipart bodies the page sent.
 */
function answerMedia(status: number, body: unknown) {
  const sent: FormData[] = [];
  const original = window.fetch.bind(window);
  jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
    if (!String(input).endsWith(MEDIA)) return original(input, init);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer staff-jwt-1');
    if (init?.body instanceof FormData) sent.push(init.body);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  return sent;
}

async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Título'), 'Autobuses con tasa fija');
  await user.type(screen.getByLabelText('Subtítulo'), 'Hasta 60 meses para pagar.');
  await user.type(screen.getByLabelText('Vehículo'), 'Autobús');
  await user.type(screen.getByLabelText('Texto del botón'), 'Ver planes');
  await user.type(screen.getByLabelText('Destino del botón'), '/planes');
}

describe('a new promotion', () => {
  it('uploads the chosen picture, draws the card as typed, and saves the first draft with the dates as instants', async () => {
    const user = userEvent.setup();
    const uploads = answerMedia(201, UPLOADED);
    const fields = promotionFields({
      title: 'Autobuses con tasa fija',
      subtitle: 'Hasta 60 meses para pagar.',
      vehiculo: 'Autobús',
      textButton: 'Ver planes',
      urlButton: '/planes',
      imgBack: UPLOADED.path,
      // datetime-local is this browser's time: the test's zone, whatever it is.
      startsAt: new Date('2026-04-01T09:00').toISOString(),
      endsAt: new Date('2026-04-30T23:30').toISOString(),
    });
    const created = apiStub()
      .post(PROMOTIONS, fields)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(201, promotionItem({ state: 'draft', liveVersion: null, publishedAt: null, publishedBy: null, versions: [{ version: 1, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: fields }] }));
    renderBackoffice('/backoffice/contenido/promociones/nueva', { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva promoción' })).toBeInTheDocument();
    const input = screen.getByLabelText('Imagen de fondo');
    // The limits are said before choosing.
    expect(input).toHaveAccessibleDescription(expect.stringContaining('JPEG, PNG o WebP, hasta 5 MB'));
    await fillTexts(user);
    await user.upload(input, picture());

    expect(await screen.findByRole('img', { name: 'Imagen de fondo elegida' })).toHaveAttribute('src', UPLOADED.path);
    expect(screen.getByText('Imagen subida: 600×800 px.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    const [sent] = uploads;
    expect(sent?.get('use')).toBe('promotion');
    expect((sent?.get('file') as File).name).toBe('camion.png');

    expect(preview()).toHaveTextContent('Autobús');
    expect(preview()).toHaveTextContent('Autobuses con tasa fija');
    expect(preview()).toHaveTextContent('Hasta 60 meses para pagar.');
    expect(preview()).toHaveTextContent('Ver planes');
    expect(preview().querySelector('img')).toHaveAttribute('src', UPLOADED.path);

    expect(screen.getByLabelText('Inicio (opcional)')).toHaveAccessibleDescription(expect.stringContaining('hora del centro de México'));
    await user.type(screen.getByLabelText('Inicio (opcional)'), '2026-04-01T09:00');
    await user.type(screen.getByLabelText('Fin (opcional)'), '2026-04-30T23:30');
    apiStub().get(ITEM).reply(200, promotionItem()).persist();
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Autobuses con tasa fija' })).toBeInTheDocument();
    expect(created.isDone()).toBe(true);
    const arrived = within(form()).getByText('Promoción creada como borrador (versión 1).');
    expect(arrived).toHaveAttribute('role', 'status');
    expect(arrived).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Imagen de fondo elegida' })).toHaveAttribute('src', UPLOADED.path);
    expect(screen.getByLabelText('Título')).toHaveValue('Autobuses con tasa fija');
    expect(screen.getByLabelText('Inicio (opcional)')).toHaveValue('2026-04-01T09:00');
  });

  it('says at the field why a picture was refused, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const refusal = 'El archivo no es una imagen JPEG, PNG o WebP.';
    answerMedia(415, { code: 'NOT_AN_IMAGE', message: refusal, fields: { file: refusal } });
    renderBackoffice('/backoffice/contenido/promociones/nueva', { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Nueva promoción' });

    await user.type(screen.getByLabelText('Título'), 'Autobuses con tasa fija');
    const input = screen.getByLabelText('Imagen de fondo');
    await user.upload(input, picture('factura.png'));

    expect(await screen.findByText(refusal, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(screen.queryByRole('img', { name: 'Imagen de fondo elegida' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Autobuses con tasa fija');
  });

  it('refuses a picture over 5 MB without sending it', async () => {
    const user = userEvent.setup();
    const uploads = answerMedia(201, UPLOADED);
    renderBackoffice('/backoffice/contenido/promociones/nueva', { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Nueva promoción' });

    const big = picture('enorme.jpg', 'image/jpeg');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Imagen de fondo'), big);

    expect(await screen.findByText('La imagen pesa más de 5 MB: elige una más ligera.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('asks for what is missing before saving, the picture included, and sends nothing', async () => {
    const user = userEvent.setup();
    const created = apiStub().post(PROMOTIONS).reply(201, promotionItem());
    renderBackoffice('/backoffice/contenido/promociones/nueva', { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Nueva promoción' });

    await fillTexts(user);
    await user.clear(screen.getByLabelText('Destino del botón'));
    await user.type(screen.getByLabelText('Destino del botón'), 'http://otro.mx');
    await user.type(screen.getByLabelText('Inicio (opcional)'), '2026-04-30T09:00');
    await user.type(screen.getByLabelText('Fin (opcional)'), '2026-04-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Elige la imagen de fondo.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(screen.getByText(/^Escribe una página del sitio que empiece con \//, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(screen.getByText('El fin debe ser después del inicio.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(created.isDone()).toBe(false);
  });

  it('is not open to a publisher', async () => {
    renderBackoffice('/backoffice/contenido/promociones/nueva', { signedInAs: PUBLISHER });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta sección.');
  });
});

describe('an existing promotion, for an editor', () => {
  it('starts from the newest version and saves the changes as a new draft', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, promotionItem());
    const changed = promotionFields({ title: 'Tractocamión con 5% de enganche', textButton: 'Solicitar' });
    const saved = apiStub()
      .put(`${ITEM}/draft`, changed)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, promotionItem({ versions: [{ version: 3, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: changed }, ...promotionItem().versions] }));
    renderBackoffice(`/backoffice/contenido/promociones/${PROMOTION_ID}`, { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Tractocamión con 5% de enganche');
    expect(screen.getByRole('img', { name: 'Imagen de fondo elegida' })).toHaveAttribute('src', '/media/promotion-1a2b3c.webp');
    await user.clear(screen.getByLabelText('Texto del botón'));
    await user.type(screen.getByLabelText('Texto del botón'), 'Solicitar');
    expect(preview()).toHaveTextContent('Solicitar');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText(/^Borrador guardado: versión 3\./)).toHaveAttribute('role', 'status');
    expect(saved.isDone()).toBe(true);
    const versions = within(screen.getByRole('list', { name: 'Versiones de la promoción' })).getAllByRole('listitem');
    expect(versions).toHaveLength(3);
    expect(versions[0]).toHaveTextContent('Versión 3');
  });

  it('keeps what was typed when the save is refused, with the message at its field', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).reply(200, promotionItem());
    const problem = 'El fin debe ser después del inicio.';
    apiStub().put(`${ITEM}/draft`).reply(400, { code: 'VALIDATION_ERROR', message: problem, fields: { endsAt: problem } });
    renderBackoffice(`/backoffice/contenido/promociones/${PROMOTION_ID}`, { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' });

    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Nuevo título');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText(problem, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fin (opcional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Título')).toHaveValue('Nuevo título');
  });

  it('shows no publishing to an editor', async () => {
    apiStub().get(ITEM).reply(200, promotionItem());
    renderBackoffice(`/backoffice/contenido/promociones/${PROMOTION_ID}`, { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' });

    const panel = screen.getByRole('region', { name: 'Versiones' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publicar|Despublicar|Volver a esta versión/ })).not.toBeInTheDocument();
  });
});

describe('publishing', () => {
  const CHALLENGE = { challengeId: '5f0c6d2e-1111-4222-8333-444455556666', sentTo: 'p•••n@demo.mx', codeExpiresAt: '2099-01-01T00:05:00Z' };
  const openAsPublisher = (item = promotionItem()) => {
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, item);
    return renderBackoffice(`/backoffice/contenido/promociones/${PROMOTION_ID}`, { signedInAs: PUBLISHER });
  };
  const panel = () => screen.getByRole('region', { name: 'Versiones' });

  it('shows a publisher the versions, without a form to save', async () => {
    openAsPublisher();
    await screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' });

    const versions = within(panel()).getAllByRole('listitem');
    expect(versions[0]).toHaveTextContent('Versión 2 · Carla Ruiz');
    expect(versions[0]).toHaveTextContent('Tractocamión con 5% de enganche');
    expect(within(versions[0]!).getByRole('button', { name: 'Publicar la versión 2' })).toBeInTheDocument();
    expect(versions[1]).toHaveTextContent('En el sitio');
    expect(within(versions[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toBeDisabled();
  });

  it('asks for the e-mailed code when the session needs it, then publishes', async () => {
    const user = userEvent.setup();
    openAsPublisher();
    const published = promotionItem({ liveVersion: 2, publishedAt: '2026-03-06T16:00:00.000Z' });
    const firstTry = apiStub().post(`${ITEM}/publish`, { version: 2 }).reply(403, { code: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirma que eres tú.' });
    const challenge = apiStub().post('/api/backoffice/auth/step-up').matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, CHALLENGE);
    const code = apiStub().post('/api/backoffice/auth/step-up/code', { challengeId: CHALLENGE.challengeId, code: '123456' }).reply(204);
    const secondTry = apiStub().post(`${ITEM}/publish`, { version: 2 }).reply(200, published);
    await screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' });

    await user.click(within(panel()).getByRole('button', { name: 'Publicar la versión 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    expect(dialog).toHaveTextContent('Escribe el código de 6 dígitos que enviamos a p•••n@demo.mx.');
    expect(within(dialog).getByLabelText('Código')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Código'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y publicar la versión 2' }));

    const status = await within(panel()).findByRole('status');
    expect(status).toHaveTextContent('Versión 2 publicada. Se verá en el sitio en menos de un minuto.');
    expect(status).toHaveFocus();
    expect([firstTry, challenge, code, secondTry].map((call) => call.isDone())).toEqual([true, true, true, true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const versions = within(panel()).getAllByRole('listitem');
    expect(versions[0]).toHaveTextContent('En el sitio');
    expect(within(versions[1]!).getByRole('button', { name: /Volver a esta versión/ })).toBeInTheDocument();
  });

  it('keeps the dialog open with the message when the code is wrong', async () => {
    const user = userEvent.setup();
    openAsPublisher();
    apiStub().post(`${ITEM}/publish`).reply(403, { code: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirma que eres tú.' });
    apiStub().post('/api/backoffice/auth/step-up').reply(200, CHALLENGE);
    const wrong = 'El código no es correcto. Te quedan 4 intentos.';
    apiStub().post('/api/backoffice/auth/step-up/code').reply(400, { code: 'WRONG_CODE', message: wrong, fields: { code: wrong } });
    const publish = apiStub().post(`${ITEM}/publish`).reply(200, promotionItem());
    await screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' });

    await user.click(within(panel()).getByRole('button', { name: 'Publicar la versión 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.type(within(dialog).getByLabelText('Código'), '000000');
    await user.click(within(dialog).getByRole('button', { name: /^Confirmar y/ }));

    expect(await within(dialog).findByText(wrong, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(publish.isDone()).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back to an older version by publishing it', async () => {
    const user = userEvent.setup();
    openAsPublisher(promotionItem({ liveVersion: 2 }));
    const rolledBack = apiStub().post(`${ITEM}/publish`, { version: 1 }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, promotionItem({ liveVersion: 1 }));
    await screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' });

    const versions = within(panel()).getAllByRole('listitem');
    expect(within(versions[0]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(versions[1]!).getByRole('button', { name: /Volver a esta versión/ }));

    expect(await within(panel()).findByRole('status')).toHaveTextContent('Volviste a la versión 1.');
    expect(rolledBack.isDone()).toBe(true);
    expect(within(panel()).getAllByRole('listitem')[1]).toHaveTextContent('En el sitio');
  });

  it('takes it off the site', async () => {
    const user = userEvent.setup();
    openAsPublisher();
    const taken = apiStub().post(`${ITEM}/unpublish`).reply(200, promotionItem({ state: 'draft', liveVersion: null, publishedAt: null, publishedBy: null }));
    await screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' });

    await user.click(within(panel()).getByRole('button', { name: 'Despublicar' }));

    expect(await within(panel()).findByRole('status')).toHaveTextContent('Promoción despublicada. Ya no se ve en el sitio.');
    expect(taken.isDone()).toBe(true);
    expect(within(panel()).queryByRole('button', { name: 'Despublicar' })).not.toBeInTheDocument();
  });

  it('shows a refusal as it is', async () => {
    const user = userEvent.setup();
    openAsPublisher();
    apiStub().post(`${ITEM}/publish`).reply(403, { code: 'FORBIDDEN', message: 'No tienes permiso para hacer esto. Si lo necesitas, pídelo a un administrador.' });
    await screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' });

    await user.click(within(panel()).getByRole('button', { name: 'Publicar la versión 2' }));

    expect(await within(panel()).findByRole('alert')).toHaveTextContent('No tienes permiso para hacer esto.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
