import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentList, Faqs } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { EDITOR, FAQ_ID, faqFields, faqItem, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const FAQS = '/api/backoffice/content/faqs';
const ITEM = `${FAQS}/${FAQ_ID}`;
const STORED_ANSWER = '<p>Desde el <strong>10%</strong> del valor de la unidad.</p>';
const PUBLIC_FAQS: Faqs = {
  groups: [
    { title: 'Planes de financiamiento', items: [{ question: '¿Qué plazo puedo elegir?', answerHtml: '<p>Hasta 60 meses.</p>' }] },
    { title: 'Portal de clientes', items: [{ question: '¿Cómo entro?', answerHtml: '<p>Con tu correo.</p>' }] },
  ],
};

const preview = () => screen.getByRole('region', { name: 'Vista previa' });
const answer = () => screen.getByLabelText('Respuesta (HTML limitado)');
/** The public page's groups, asked for with no token. */
const publicGroups = () => apiStub().get('/api/faqs').matchHeader('authorization', (value: string | undefined) => value === undefined).reply(200, PUBLIC_FAQS).persist();

describe('a new FAQ', () => {
  it('picks its group from those the public page shows, previews the question and its answer, and sends the answer as typed', async () => {
    const user = userEvent.setup();
    const groups = publicGroups();
    const typedAnswer = `${STORED_ANSWER}<script>alert(1)</script>`;
    const sent = faqFields({ groupTitle: 'Portal de clientes', question: '¿Puedo pagar en línea?', answer: typedAnswer });
    const item = faqItem({ state: 'draft', liveVersion: null, publishedAt: null, publishedBy: null, versions: [{ version: 1, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: { ...sent, answer: STORED_ANSWER } }] });
    const created = apiStub().post(FAQS, sent).matchHeader('authorization', 'Bearer staff-jwt-1').reply(201, item);
    apiStub().get(ITEM).reply(200, item).persist();
    renderBackoffice('/backoffice/contenido/preguntas-frecuentes/nueva', { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva pregunta frecuente' })).toBeInTheDocument();
    const group = screen.getByLabelText('Grupo');
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Un grupo nuevo aparece al final de la página'));
    const list = document.getElementById(group.getAttribute('list') ?? '');
    await screen.findAllByRole('option', { hidden: true });
    expect(groups.isDone()).toBe(true);
    expect(Array.from(list?.querySelectorAll('option') ?? []).map((option) => option.value)).toEqual(['Planes de financiamiento', 'Portal de clientes']);
    expect(answer()).toHaveAccessibleDescription(expect.stringContaining('<ul>/<ol>/<li>, títulos <h2>/<h3>'));
    await user.type(group, 'Portal de clientes');
    await user.type(screen.getByRole('textbox', { name: 'Pregunta' }), '¿Puedo pagar en línea?');
    await user.type(answer(), typedAnswer);

    expect(within(preview()).getByRole('heading', { name: 'Portal de clientes' })).toBeInTheDocument();
    expect(within(preview()).getByRole('button', { name: '¿Puedo pagar en línea?' })).toHaveAttribute('aria-expanded', 'true');
    // The answer through SafeHtml: its markup drawn, the script gone.
    expect(within(preview()).getByText('10%', { selector: 'strong' })).toBeInTheDocument();
    expect(preview().querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByRole('heading', { level: 1, name: '¿Puedo pagar en línea?' })).toBeInTheDocument();
    expect(created.isDone()).toBe(true);
    expect(screen.getByText('Pregunta frecuente creada como borrador (versión 1).')).toHaveAttribute('role', 'status');
    expect(answer()).toHaveValue(STORED_ANSWER);
  });
});

describe('an existing FAQ', () => {
  it('after a save shows the answer as the API stored it', async () => {
    const user = userEvent.setup();
    publicGroups();
    const first = faqItem();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, first);
    const typedAnswer = `${STORED_ANSWER}<iframe src="https://otro.example"></iframe>`;
    const changed = faqFields({ question: '¿Qué enganche mínimo necesito?', answer: typedAnswer });
    const saved = apiStub()
      .put(`${ITEM}/draft`, changed)
      .reply(200, faqItem({ versions: [{ version: 3, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: { ...changed, answer: STORED_ANSWER } }, ...first.versions] }));
    renderBackoffice(`/backoffice/contenido/preguntas-frecuentes/${FAQ_ID}`, { signedInAs: EDITOR });

    expect(await screen.findByRole('heading', { level: 1, name: '¿Qué enganche mínimo necesito?' })).toBeInTheDocument();
    expect(answer()).toHaveValue(STORED_ANSWER);
    await user.type(answer(), '<iframe src="https://otro.example"></iframe>');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText(/^Borrador guardado: versión 3\./)).toHaveAttribute('role', 'status');
    expect(saved.isDone()).toBe(true);
    expect(answer()).toHaveValue(STORED_ANSWER);
  });

  it('keeps the answer as typed when the API finds nothing left in it, with its message at the field', async () => {
    const user = userEvent.setup();
    publicGroups();
    apiStub().get(ITEM).reply(200, faqItem());
    const problem = 'La respuesta no tiene nada que se pueda publicar.';
    const refused = apiStub().put(`${ITEM}/draft`).reply(400, { code: 'VALIDATION_ERROR', message: 'Revisa los datos.', fields: { answer: problem } });
    renderBackoffice(`/backoffice/contenido/preguntas-frecuentes/${FAQ_ID}`, { signedInAs: EDITOR });
    expect(await screen.findByRole('heading', { level: 1, name: '¿Qué enganche mínimo necesito?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Grupo')).toHaveValue('Planes de financiamiento');

    await user.clear(answer());
    await user.type(answer(), '<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText(problem, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(refused.isDone()).toBe(true);
    expect(answer()).toHaveAttribute('aria-invalid', 'true');
    expect(answer()).toHaveValue('<script>alert(1)</script>');
  });

  it('is published by a publisher, its versions named by their question', async () => {
    const user = userEvent.setup();
    publicGroups();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, faqItem());
    const published = apiStub().post(`${ITEM}/publish`, { version: 2 }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, faqItem({ liveVersion: 2 }));
    renderBackoffice(`/backoffice/contenido/preguntas-frecuentes/${FAQ_ID}`, { signedInAs: PUBLISHER });

    expect(await screen.findByRole('heading', { level: 1, name: '¿Qué enganche mínimo necesito?' })).toBeInTheDocument();
    expect(answer()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Versiones' });
    const versions = within(panel).getByRole('list', { name: 'Versiones de la pregunta frecuente' });
    expect(within(versions).getAllByRole('listitem')[1]).toHaveTextContent('¿Qué enganche necesito?');
    await user.click(within(panel).getByRole('button', { name: 'Publicar la versión 2' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Versión 2 publicada.');
    expect(published.isDone()).toBe(true);
  });
});

describe('the list of FAQs', () => {
  it('names each one by its question', async () => {
    const items: ContentList = [{ id: FAQ_ID, title: '¿Qué enganche necesito?', state: 'published', liveVersion: 1, latestVersion: 1, updatedAt: '2026-03-05T20:05:00.000Z' }];
    apiStub().get(FAQS).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, items);
    renderBackoffice('/backoffice/contenido/preguntas-frecuentes', { signedInAs: EDITOR });

    expect(await screen.findByRole('link', { name: '¿Qué enganche necesito?' })).toHaveAttribute('href', `/backoffice/contenido/preguntas-frecuentes/${FAQ_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
  });
});
