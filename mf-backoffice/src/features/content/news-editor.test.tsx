import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedMedia } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { answerMedia, pictureFile } from '../../testing/answer-media';
import { EDITOR, NEWS_ID, newsFields, newsItem, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const NEWS = '/api/backoffice/content/news';
const ITEM = `${NEWS}/${NEWS_ID}`;
const UPLOADED: UploadedMedia = { path: '/media/news-9f8e7d.webp', width: 800, height: 500, bytes: 52_310 };
const STORED_BODY = '<p>Ya puedes cotizar el <strong>T-680</strong>.</p>';

const preview = () => screen.getByRole('region', { name: 'Vista previa' });
const body = () => screen.getByLabelText('Texto (HTML limitado)');

describe('a new news item', () => {
  it('uploads its 800×500 picture for news, previews the card and the body as visitors get it, and sends the body as typed with no date', async () => {
    const user = userEvent.setup();
    const uploads = answerMedia(UPLOADED);
    const typedBody = `${STORED_BODY}<script>alert(1)</script>`;
    const sent = newsFields({ title: 'Llegan los T-680', subtitle: 'Con tasa fija todo el año.', imgBack: UPLOADED.path, body: typedBody, publishedAt: null });
    const stored = { ...sent, body: STORED_BODY };
    const item = newsItem({ state: 'draft', liveVersion: null, publishedAt: null, publishedBy: null, versions: [{ version: 1, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: stored }] });
    const created = apiStub().post(NEWS, sent).matchHeader('authorization', 'Bearer staff-jwt-1').reply(201, item);
    apiStub().get(ITEM).reply(200, item).persist();
    renderBackoffice('/backoffice/contenido/noticias/nueva', { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva noticia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Texto del botón')).toHaveValue('CONOCE MÁS');
    expect(screen.getByLabelText('Fecha de publicación (opcional)')).toHaveValue('');
    expect(body()).toHaveAccessibleDescription(expect.stringContaining('<ul>/<ol>/<li>, títulos <h2>/<h3>, <strong>, <em>, <blockquote> y enlaces <a href>'));
    const input = screen.getByLabelText('Imagen');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Se recorta a 800×500 píxeles'));
    await user.type(screen.getByLabelText('Título'), 'Llegan los T-680');
    await user.type(screen.getByLabelText('Resumen'), 'Con tasa fija todo el año.');
    await user.type(body(), typedBody);
    await user.upload(input, pictureFile('t680.png'));

    expect(await screen.findByRole('img', { name: 'Imagen elegida' })).toHaveAttribute('src', UPLOADED.path);
    expect(uploads.map((upload) => upload.get('use'))).toEqual(['news']);
    expect(preview()).toHaveTextContent('Llegan los T-680');
    expect(preview()).toHaveTextContent('Con tasa fija todo el año.');
    expect(preview()).toHaveTextContent('CONOCE MÁS');
    expect(preview().querySelector('img')).toHaveAttribute('src', UPLOADED.path);
    // The body through SafeHtml: its markup drawn, the script gone.
    expect(within(preview()).getByText('T-680', { selector: 'strong' })).toBeInTheDocument();
    expect(preview().querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Llegan los T-680' })).toBeInTheDocument();
    expect(created.isDone()).toBe(true);
    expect(screen.getByText('Noticia creada como borrador (versión 1).')).toHaveAttribute('role', 'status');
    expect(body()).toHaveValue(STORED_BODY);
  });
});

describe('an existing news item', () => {
  it('starts from its date, and after a save shows the body as the API stored it', async () => {
    const user = userEvent.setup();
    const publishedAt = new Date('2026-04-01T09:00').toISOString();
    const first = newsItem({ versions: newsItem().versions.map((version) => ({ ...version, data: { ...version.data, publishedAt } })) });
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, first);
    const typedBody = `${STORED_BODY}<iframe src="https://otro.example"></iframe>`;
    const changed = newsFields({ title: 'Llegan los tractocamiones 2026', body: typedBody, publishedAt });
    const saved = apiStub()
      .put(`${ITEM}/draft`, changed)
      .reply(200, newsItem({ versions: [{ version: 3, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: { ...changed, body: STORED_BODY } }, ...first.versions] }));
    renderBackoffice(`/backoffice/contenido/noticias/${NEWS_ID}`, { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Llegan los tractocamiones 2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de publicación (opcional)')).toHaveValue('2026-04-01T09:00');
    expect(body()).toHaveValue(STORED_BODY);
    await user.type(body(), '<iframe src="https://otro.example"></iframe>');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText(/^Borrador guardado: versión 3\./)).toHaveAttribute('role', 'status');
    expect(saved.isDone()).toBe(true);
    expect(body()).toHaveValue(STORED_BODY);
  });

  it('keeps the body as typed when the API finds nothing left in it, with its message at the field', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).reply(200, newsItem());
    const problem = 'El texto no tiene nada que se pueda publicar.';
    const refused = apiStub().put(`${ITEM}/draft`).reply(400, { code: 'VALIDATION_ERROR', message: 'Revisa los datos.', fields: { body: problem } });
    renderBackoffice(`/backoffice/contenido/noticias/${NEWS_ID}`, { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Llegan los tractocamiones 2026' });

    await user.clear(body());
    await user.type(body(), '<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText(problem, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(refused.isDone()).toBe(true);
    expect(body()).toHaveAttribute('aria-invalid', 'true');
    expect(body()).toHaveValue('<script>alert(1)</script>');
  });

  it('is published by a publisher', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, newsItem());
    const published = apiStub().post(`${ITEM}/publish`, { version: 2 }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, newsItem({ liveVersion: 2 }));
    renderBackoffice(`/backoffice/contenido/noticias/${NEWS_ID}`, { signedInAs: PUBLISHER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Llegan los tractocamiones 2026' })).toBeInTheDocument();
    expect(body()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Versiones' });
    expect(within(panel).getByRole('list', { name: 'Versiones de la noticia' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publicar la versión 2' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Versión 2 publicada.');
    expect(published.isDone()).toBe(true);
  });
});
