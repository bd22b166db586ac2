import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentList, UploadedMedia } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { answerMedia, pictureFile } from '../../testing/answer-media';
import { ALERT_ID, alertFields, alertItem, EDITOR, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const ALERTS = '/api/backoffice/content/alerts';
const ITEM = `${ALERTS}/${ALERT_ID}`;
const UPLOADED: UploadedMedia = { path: '/media/alert-9f8e7d.webp', width: 960, height: 400, bytes: 61_204 };
const STORED_TEXT = '<p>Enganche desde <strong>10%</strong>.</p>';
const HALF_BUTTON = 'Escribe el texto del botón y su destino, o deja los dos vacíos.';

const preview = () => screen.getByRole('region', { name: 'Vista previa' });
const text = () => screen.getByLabelText('Texto (HTML limitado)');
const buttonText = () => screen.getByLabelText('Texto del botón (opcional)');
const buttonUrl = () => screen.getByLabelText('Destino del botón (opcional)');
const save = () => screen.getByRole('button', { name: 'Guardar borrador' });

describe('a new alert', () => {
  it('uploads its 960×400 picture, previews the popup as the customers’ area opens it, and sends its text as typed with its dates', async () => {
    const user = userEvent.setup();
    const uploads = answerMedia(UPLOADED);
    const typedText = `${STORED_TEXT}<script>alert(1)</script>`;
    // datetime-local is this browser's time: the test's zone, whatever it is.
    const startsAt = new Date('2026-11-13T00:00').toISOString();
    const endsAt = new Date('2026-11-17T23:59').toISOString();
    const sent = alertFields({ description: typedText, imgBack: UPLOADED.path, internal: true, startsAt, endsAt });
    const item = alertItem({ state: 'draft', liveVersion: null, publishedAt: null, publishedBy: null, versions: [{ version: 1, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: { ...sent, description: STORED_TEXT } }] });
    const created = apiStub().post(ALERTS, sent).matchHeader('authorization', 'Bearer staff-jwt-1').reply(201, item);
    apiStub().get(ITEM).reply(200, item).persist();
    renderBackoffice('/backoffice/contenido/avisos/nueva', { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva alerta' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Al entrar al sitio público' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Variante de escritorio' })).not.toBeChecked();
    expect(text()).toHaveAccessibleDescription(expect.stringContaining('<ul>/<ol>/<li>, títulos <h2>/<h3>'));
    expect(text()).toHaveAccessibleDescription(expect.stringContaining('Te quedan 2,000 caracteres de 2,000.'));
    const input = screen.getByLabelText('Imagen (opcional)');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Se recorta a 960×400 píxeles'));
    await user.type(screen.getByLabelText('Título'), sent.title);
    await user.type(text(), typedText);
    await user.upload(input, pictureFile('buen-fin.png'));
    expect(await screen.findByRole('img', { name: 'Imagen elegida' })).toHaveAttribute('src', UPLOADED.path);
    expect(uploads.map((upload) => upload.get('use'))).toEqual(['alert']);
    await user.type(buttonText(), ' Ver promociones ');
    await user.type(buttonUrl(), '/promociones');
    await user.click(screen.getByRole('radio', { name: 'En el área de clientes' }));
    await user.type(screen.getByLabelText('Inicio (opcional)'), '2026-11-13T00:00');
    await user.type(screen.getByLabelText('Fin (opcional)'), '2026-11-17T23:59');

    expect(preview()).toHaveTextContent('Así se abrirá en el área de clientes (la imagen, a 480×200 px).');
    expect(within(preview()).getByRole('heading', { name: sent.title })).toBeInTheDocument();
    expect(preview().querySelector('img')).toHaveAttribute('src', UPLOADED.path);
    expect(within(preview()).getByText('Ver promociones')).toHaveClass('fvc-button');
    // The text through SafeHtml: its markup drawn, the script gone.
    expect(within(preview()).getByText('10%', { selector: 'strong' })).toBeInTheDocument();
    expect(preview().querySelector('script')).toBeNull();
    expect(preview().querySelector(`time[datetime="${startsAt}"]`)).not.toBeNull();
    expect(preview().querySelector(`time[datetime="${endsAt}"]`)).not.toBeNull();
    await user.click(save());

    expect(await screen.findByRole('heading', { level: 1, name: sent.title })).toBeInTheDocument();
    expect(created.isDone()).toBe(true);
    expect(screen.getByText('Alerta creada como borrador (versión 1).')).toHaveAttribute('role', 'status');
    expect(text()).toHaveValue(STORED_TEXT);
    expect(screen.getByRole('radio', { name: 'En el área de clientes' })).toBeChecked();
  });

  it('asks for the button’s other half before saving, sends nothing, and saves with neither', async () => {
    const user = userEvent.setup();
    const sent = alertFields({ imgBack: null, url: null, textButton: null });
    const created = apiStub().post(ALERTS, sent).reply(201, alertItem({ versions: [{ version: 1, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: sent }] }));
    apiStub().get(ITEM).reply(200, alertItem()).persist();
    renderBackoffice('/backoffice/contenido/avisos/nueva', { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Nueva alerta' });

    await user.type(screen.getByLabelText('Título'), sent.title);
    await user.type(text(), sent.description);
    await user.type(buttonUrl(), '/promociones');
    await user.click(save());

    expect(await screen.findByText(HALF_BUTTON, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(buttonText()).toHaveAttribute('aria-invalid', 'true');
    expect(buttonText()).toHaveFocus();
    // Emptying the destination leaves neither half: the error at the text goes with it.
    await user.clear(buttonUrl());
    expect(screen.queryByText(HALF_BUTTON)).not.toBeInTheDocument();
    await user.type(buttonText(), 'Ver promociones');
    await user.click(save());

    expect(await screen.findByText(HALF_BUTTON, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(buttonUrl()).toHaveAttribute('aria-invalid', 'true');
    expect(buttonUrl()).toHaveFocus();
    expect(created.isDone()).toBe(false);
    expect(preview()).toHaveTextContent('Sin botón: el sitio lo muestra cuando tiene su texto y su destino.');
    await user.clear(buttonText());
    expect(screen.queryByText(HALF_BUTTON)).not.toBeInTheDocument();
    await user.click(save());

    expect(await screen.findByText('Alerta creada como borrador (versión 1).')).toBeInTheDocument();
    expect(created.isDone()).toBe(true);
  });
});

describe('an existing alert', () => {
  it('starts from the newest version, and saves it without its picture once removed', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, alertItem());
    const changed = alertFields({ title: 'Buen Fin: enganche desde 10%', imgBack: null, pc: true });
    const saved = apiStub()
      .put(`${ITEM}/draft`, changed)
      .reply(200, alertItem({ versions: [{ version: 3, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: changed }, ...alertItem().versions] }));
    renderBackoffice(`/backoffice/contenido/avisos/${ALERT_ID}`, { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Buen Fin: enganche desde 10%' })).toBeInTheDocument();
    expect(buttonText()).toHaveValue('Ver promociones');
    expect(buttonUrl()).toHaveValue('/promociones');
    expect(screen.getByRole('radio', { name: 'Al entrar al sitio público' })).toBeChecked();
    expect(screen.getByLabelText('Inicio (opcional)')).toHaveValue('');
    expect(preview()).toHaveTextContent('Se abre desde que se publique hasta que se despublique.');
    expect(screen.getByRole('img', { name: 'Imagen elegida' })).toHaveAttribute('src', '/media/alert-1a2b3c.webp');
    await user.click(screen.getByRole('button', { name: 'Quitar la imagen' }));

    expect(screen.queryByRole('img', { name: 'Imagen elegida' })).not.toBeInTheDocument();
    expect(preview().querySelector('img')).toBeNull();
    // The button went with the picture: the keyboard goes on from the file input.
    expect(screen.getByLabelText('Imagen (opcional)')).toHaveFocus();
    expect(screen.getByText('Sin imagen: se guarda sin ella.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('checkbox', { name: 'Variante de escritorio' }));
    await user.click(save());

    expect(await screen.findByText(/^Borrador guardado: versión 3\./)).toHaveAttribute('role', 'status');
    expect(saved.isDone()).toBe(true);
  });

  it('keeps what was typed when the API refuses the button’s destination, with its message at the field', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).reply(200, alertItem());
    const problem = 'Escribe una página del sitio que empiece con / o una dirección https.';
    const refused = apiStub().put(`${ITEM}/draft`).reply(400, { code: 'VALIDATION_ERROR', message: 'Revisa los datos.', fields: { url: problem } });
    renderBackoffice(`/backoffice/contenido/avisos/${ALERT_ID}`, { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Buen Fin: enganche desde 10%' });

    await user.clear(buttonUrl());
    await user.type(buttonUrl(), '/promociones-de-noviembre');
    await user.type(text(), '<p>Solo en noviembre.</p>');
    await user.click(save());

    expect(await screen.findByText(problem, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(refused.isDone()).toBe(true);
    expect(buttonUrl()).toHaveAttribute('aria-invalid', 'true');
    expect(buttonUrl()).toHaveValue('/promociones-de-noviembre');
    expect(text()).toHaveValue(`${STORED_TEXT}<p>Solo en noviembre.</p>`);
  });

  it('is published by a publisher, at its uuid', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, alertItem());
    const published = apiStub().post(`${ITEM}/publish`, { version: 2 }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, alertItem({ liveVersion: 2 }));
    renderBackoffice(`/backoffice/contenido/avisos/${ALERT_ID}`, { signedInAs: PUBLISHER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Buen Fin: enganche desde 10%' })).toBeInTheDocument();
    expect(text()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar la imagen' })).toBeDisabled();
    const panel = screen.getByRole('region', { name: 'Versiones' });
    expect(within(panel).getByRole('list', { name: 'Versiones de la alerta' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publicar la versión 2' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Versión 2 publicada.');
    expect(published.isDone()).toBe(true);
  });

  it('says so when the address names no alert', async () => {
    renderBackoffice('/backoffice/contenido/avisos/12', { signedInAs: EDITOR });
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esa alerta' })).toBeInTheDocument();
  });
});

describe('the list of alerts', () => {
  it('links each one at its uuid, and offers an editor a new one', async () => {
    const items: ContentList = [{ id: ALERT_ID, title: 'Buen Fin en Financiera Vial', state: 'published', liveVersion: 1, latestVersion: 2, updatedAt: '2026-03-05T20:05:00.000Z' }];
    apiStub().get(ALERTS).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, items);
    renderBackoffice('/backoffice/contenido/avisos', { signedInAs: EDITOR });

    expect(await screen.findByRole('link', { name: 'Buen Fin en Financiera Vial' })).toHaveAttribute('href', `/backoffice/contenido/avisos/${ALERT_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Avisos emergentes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva alerta' })).toHaveAttribute('href', '/backoffice/contenido/avisos/nueva');
  });
});
