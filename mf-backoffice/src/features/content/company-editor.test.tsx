import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentList } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { COMPANY_ID, companyFields, companyItem, EDITOR, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';

const COMPANY = '/api/backoffice/content/company';
const ITEM = `${COMPANY}/${COMPANY_ID}`;

const preview = () => screen.getByRole('region', { name: 'Vista previa' });
const group = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Guardar borrador' });

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

describe('the company’s data', () => {
  it('shows its fields in groups, previews them where the site shows them, and saves them trimmed with the years as a number', async () => {
    const user = userEvent.setup();
    const first = companyItem();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, first);
    const changed = companyFields({ phone: '800 555 0124', unePhone: '800 111 2233', uneHead: 'Titular de la UNE: Lic. Marta Ríos', yearsInMarket: 31 });
    const saved = apiStub()
      .put(`${ITEM}/draft`, changed)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, companyItem({ versions: [{ version: 3, createdAt: '2026-03-06T16:00:00.000Z', createdBy: 'Carla Ruiz', data: changed }, ...first.versions] }));
    renderBackoffice(`/backoffice/contenido/empresa/${COMPANY_ID}`, { signedInAs: EDITOR });

    // Named by the company's name, as its list names it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Financiera Vial del Centro' })).toBeInTheDocument();
    expect(within(group('La empresa')).getByLabelText('Años en el mercado')).toHaveValue('30');
    expect(within(group('Atención a clientes')).getByLabelText('Teléfono de atención')).toHaveValue('800 555 0124');
    expect(within(group('Enlaces a otros sitios')).getByLabelText('Facebook')).toHaveAccessibleDescription('Una dirección que empiece con https://.');
    const une = group('Unidad Especializada de Atención a Usuarios (UNE)');
    expect(within(une).getByLabelText('Correo de la UNE')).toHaveValue('une@financieravial.example');
    expect(within(group('CONDUSEF, Buró y leyenda')).getByLabelText('Leyenda de la SOFOM')).toHaveAccessibleDescription(expect.stringContaining('de 1,500'));
    await replace(user, 'Teléfono de la UNE', ' 800 111 2233 ');
    await replace(user, 'Titular de la UNE', 'Titular de la UNE: Lic. Marta Ríos');
    await replace(user, 'Años en el mercado', '31');

    expect(preview()).toHaveTextContent('Unidad Especializada de Atención a Usuarios (UNE): 800 111 2233 · une@financieravial.example');
    expect(preview()).toHaveTextContent('Más de 31 años en el mercado mexicano');
    expect(preview()).toHaveTextContent('CONDUSEF: 55 5340 0999 y 800 999 8080 · condusef.gob.mx');
    expect(preview()).toHaveTextContent('Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R. Todos los derechos reservados.');
    // The users' attention page says "Titular" itself: the name alone.
    const facts = within(preview()).getByText('Titular', { selector: 'dt' }).nextElementSibling;
    expect(facts).toHaveTextContent(/^Lic\. Marta Ríos$/);
    await user.click(save());

    expect(await screen.findByText(/^Borrador guardado: versión 3\./)).toHaveAttribute('role', 'status');
    expect(saved.isDone()).toBe(true);
  });

  it('asks for a valid e-mail, https link and whole years before saving, at each field, and sends nothing', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).reply(200, companyItem());
    const saved = apiStub().put(`${ITEM}/draft`).reply(200, companyItem());
    renderBackoffice(`/backoffice/contenido/empresa/${COMPANY_ID}`, { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Financiera Vial del Centro' });

    await replace(user, 'Años en el mercado', '30.5');
    await replace(user, 'Facebook', 'javascript:alert(1)');
    await replace(user, 'Correo de la UNE', 'une@financieravial');
    await user.clear(screen.getByLabelText('Horario de la UNE'));
    await user.click(save());

    expect(await screen.findByText('Escribe un número entero, sin puntos ni comas.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Años en el mercado')).toHaveFocus();
    expect(screen.getByLabelText('Facebook')).toHaveAccessibleDescription(expect.stringContaining('Escribe una dirección que empiece con https://.'));
    expect(screen.getByLabelText('Correo de la UNE')).toHaveAccessibleDescription(expect.stringContaining('Escribe un correo válido'));
    expect(screen.getByLabelText('Horario de la UNE')).toHaveAccessibleDescription(expect.stringContaining('Escribe el horario de la UNE.'));
    await replace(user, 'Años en el mercado', '201');
    expect(screen.getByLabelText('Años en el mercado')).toHaveAccessibleDescription(expect.stringContaining('Escribe un número de 0 a 200.'));
    expect(saved.isDone()).toBe(false);
  });

  it('keeps what was typed when the API refuses a field, with its message at that field', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).reply(200, companyItem());
    const problem = 'Escribe un correo válido.';
    const refused = apiStub().put(`${ITEM}/draft`).reply(400, { code: 'VALIDATION_ERROR', message: 'Revisa los datos.', fields: { uneEmail: problem } });
    renderBackoffice(`/backoffice/contenido/empresa/${COMPANY_ID}`, { signedInAs: EDITOR });
    await screen.findByRole('heading', { level: 1, name: 'Financiera Vial del Centro' });

    await replace(user, 'Correo de la UNE', 'une@financieravial.mx');
    await replace(user, 'Horario de la UNE', 'Lunes a viernes de 9:00 a 18:00 h');
    await user.click(save());

    expect(await screen.findByText(problem, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(refused.isDone()).toBe(true);
    expect(screen.getByLabelText('Correo de la UNE')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Correo de la UNE')).toHaveValue('une@financieravial.mx');
    expect(screen.getByLabelText('Horario de la UNE')).toHaveValue('Lunes a viernes de 9:00 a 18:00 h');
  });

  it('is published by a publisher', async () => {
    const user = userEvent.setup();
    apiStub().get(ITEM).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, companyItem());
    const published = apiStub().post(`${ITEM}/publish`, { version: 2 }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, companyItem({ liveVersion: 2 }));
    renderBackoffice(`/backoffice/contenido/empresa/${COMPANY_ID}`, { signedInAs: PUBLISHER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Financiera Vial del Centro' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo de la UNE')).toBeDisabled();
    const panel = screen.getByRole('region', { name: 'Versiones' });
    expect(within(panel).getByRole('list', { name: 'Versiones de la ficha de la empresa' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Publicar la versión 2' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Versión 2 publicada.');
    expect(published.isDone()).toBe(true);
  });
});

describe('the company’s list', () => {
  it('names its one record by the company’s name, and offers no new one', async () => {
    const items: ContentList = [{ id: COMPANY_ID, title: 'Financiera Vial del Centro', state: 'published', liveVersion: 1, latestVersion: 1, updatedAt: '2026-03-05T20:05:00.000Z' }];
    apiStub().get(COMPANY).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, items);
    renderBackoffice('/backoffice/contenido/empresa', { signedInAs: EDITOR });

    expect(await screen.findByRole('link', { name: 'Financiera Vial del Centro' })).toHaveAttribute('href', `/backoffice/contenido/empresa/${COMPANY_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de la empresa y UNE' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Nueva/ })).not.toBeInTheDocument();
  });
});
