import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentList } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { EDITOR, PAGE_ID, pageFields, pageItem, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const PAGES = '/api/backoffice/content/pages';
const ITEM = `${PAGES}/${PAGE_ID}`;
const STORED_BODY = '<h2>Responsable</h2><p>Financiera Vial del Centro es responsable de tus datos.</p>';
const ADDED = '<h2>Transferencias</h2><p>No transferimos tus datos.</p>';

const preview = () => screen.getByRole('region', { name: 'Vista previa' });
const body = () => screen.getByLabelText('Texto (HTML limitado)');
const revisedOn = () => screen.getByLabelText('Última actualización (opcional)');
const validUntil = () => screen.getByLabelText('Vigente hasta (opcional)');
const save = () => screen.getByRole('button', { name: 'Guardar borrador' });

describe('a page of the site', () => {
  it('starts from its newest version and its revision day, previews both, and saves the text as typed with its days', async () => {
    const user = userEvent.setup();
    const first = pageItem();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, first);
    const typedBody = `${STORED_BODY}${ADDED}<iframe src="https://otro.example"></iframe>`;
    const changed = pageFields({ title: 'Aviso de privacidad integral', intro: 'Cómo tratamos tus datos.', body: typedBody, revisedOn: '2026-11-30', validUntil: null });
    const saved = apiStub()
      .put(`${ITEM}/draft`, changed)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, pageItem({ versions: [{ version: 3, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: { ...changed, body: `${STORED_BODY}${ADDED}` } }, ...first.versions] }));
    renderBackoffice(`/backoffice/contenido/paginas/${PAGE_ID}`, { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' })).toBeInTheDocument();
    expect(revisedOn()).toHaveAttribute('type', 'date');
    expect(revisedOn()).toHaveValue('2026-01-15');
    expect(validUntil()).toHaveValue('');
    expect(body()).toHaveAccessibleDescription(expect.stringContaining('Te quedan 59,9'));
    expect(preview()).toHaveTextContent('Última actualización: 15 de enero de 2026');
    expect(preview()).not.toHaveTextContent('Vigente hasta');
    await user.clear(screen.getByLabelText('Introducción'));
    await user.type(screen.getByLabelText('Introducción'), '  Cómo tratamos tus datos. ');
    await user.type(body(), `${ADDED}<iframe src="https://otro.example"></iframe>`);
    await user.clear(revisedOn());
    await user.type(revisedOn(), '2026-11-30');

    expect(within(preview()).getByRole('heading', { name: 'Aviso de privacidad integral' })).toBeInTheDocument();
    expect(preview()).toHaveTextContent('Cómo tratamos tus datos.');
    expect(preview()).toHaveTextContent('Última actualización: 30 de noviembre de 2026');
    // The text through SafeHtml: its markup drawn, the iframe gone.
    expect(within(preview()).getByRole('heading', { name: 'Transferencias' })).toBeInTheDocument();
    expect(preview().querySelector('iframe')).toBeNull();
    await user.click(save());

    expect(await screen.findByText(/^Borrador guardado: versión 3\./)).toHaveAttribute('role', 'status');
    expect(saved.isDone()).toBe(true);
    expect(body()).toHaveValue(`${STORED_BODY}${ADDED}`);
  });

  it('says a campaign’s last day, and keeps what was typed when the API refuses a day, with its message at the field', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).reply(200, pageItem());
    const problem = 'Escribe una fecha válida.';
    const refused = apiStub()
      .put(`${ITEM}/draft`, pageFields({ title: 'Aviso de privacidad integral', validUntil: '2026-12-31' }))
      .reply(400, { code: 'VALIDATION_ERROR', message: 'Revisa los datos.', fields: { validUntil: problem } });
    renderBackoffice(`/backoffice/contenido/paginas/${PAGE_ID}`, { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' });

    await user.type(validUntil(), '2026-12-31');
    expect(preview()).toHaveTextContent('Vigente hasta el 31 de diciembre de 2026.');
    await user.click(save());

    expect(await screen.findByText(problem, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(refused.isDone()).toBe(true);
    expect(validUntil()).toHaveAttribute('aria-invalid', 'true');
    expect(validUntil()).toHaveValue('2026-12-31');
  });

  it('asks for the text before saving, and sends nothing', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).reply(200, pageItem());
    const saved = apiStub().put(`${ITEM}/draft`).reply(200, pageItem());
    renderBackoffice(`/backoffice/contenido/paginas/${PAGE_ID}`, { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' });

    await user.clear(body());
    await user.type(body(), '   ');
    await user.click(save());

    expect(await screen.findByText('Escribe el texto de la página.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(body()).toHaveFocus();
    expect(saved.isDone()).toBe(false);
    expect(preview()).toHaveTextContent('Sin texto.');
  });

  it('is published by a publisher, at its slug', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, pageItem());
    const published = apiStub().post(`${ITEM}/publish`, { version: 2 }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, pageItem({ liveVersion: 2 }));
    renderBackoffice(`/backoffice/contenido/paginas/${PAGE_ID}`, { signedInAs: PUBLISHER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' })).toBeInTheDocument();
    expect(body()).toBeDisabled();
    const panel = screen.getByRole('region', { name: 'Versiones' });
    expect(within(panel).getByRole('list', { name: 'Versiones de la página' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publicar la versión 2' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Versión 2 publicada.');
    expect(published.isDone()).toBe(true);
  });
});

describe('the list of pages', () => {
  it('links each one at its slug, and offers no new one: the site’s pages are a fixed set', async () => {
    const items: ContentList = [
      { id: 'privacy', title: 'Aviso de privacidad', state: 'published', liveVersion: 1, latestVersion: 1, updatedAt: '2026-03-05T20:05:00.000Z' },
      { id: 'campaign', title: 'Campaña de noviembre', state: 'published', liveVersion: 1, latestVersion: 2, updatedAt: '2026-03-05T20:05:00.000Z' },
    ];
    apiStub().get(PAGES).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, items);
    renderBackoffice('/backoffice/contenido/paginas', { signedInAs: EDITOR });

    expect(await screen.findByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/backoffice/contenido/paginas/privacy');
    expect(screen.getByRole('link', { name: 'Campaña de noviembre' })).toHaveAttribute('href', '/backoffice/contenido/paginas/campaign');
    expect(screen.getByRole('heading', { level: 1, name: 'Páginas y textos legales' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Nueva/ })).not.toBeInTheDocument();
  });

  it('has no page to create one: its address is read as a page’s', async () => {
    const missing = apiStub().get(`${PAGES}/nueva`).reply(404, { code: 'NOT_FOUND', message: 'No encontramos esa página.' });
    renderBackoffice('/backoffice/contenido/paginas/nueva', { signedInAs: EDITOR });

    expect(await screen.findByText('No encontramos esa página.')).toBeInTheDocument();
    expect(missing.isDone()).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Nueva página' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).not.toBeInTheDocument();
  });
});
