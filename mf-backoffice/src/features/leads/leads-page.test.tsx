import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffLead } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { AGENT, EDITOR, renderBackoffice } from '../../testing/backoffice-screen';

const LEADS = '/api/backoffice/leads';
const FAILED_ID = '5e6f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const SENT_ID = '5e6f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5c';

function lead(changes: Partial<StaffLead> = {}): StaffLead {
  return {
    id: FAILED_ID,
    source: 'quote',
    name: 'Mariana López',
    email: 'mariana@demo.mx',
    phone: '5512345678',
    distributor: null,
    crmStatus: 'failed',
    crmAttempts: 5,
    crmLastError: 'El CRM respondió 503.',
    crmSentAt: null,
    createdAt: '2026-03-05T20:05:00.000Z',
    ...changes,
  };
}

const sent = () =>
  lead({ id: SENT_ID, name: 'Jorge Ruiz', source: 'campaign', crmStatus: 'sent', crmAttempts: 1, crmLastError: null, crmSentAt: '2026-03-05T20:06:00.000Z' });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const RESEND = /^Enviar de nuevo al CRM/;

describe('the leads', () => {
  it('lists the leads with their source and CRM status; a failed one shows its attempts and last error', async () => {
    apiStub()
      .get(LEADS)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, { items: [lead(), sent(), lead({ id: 'b0000000-0000-4000-8000-000000000003', name: 'Rosa Díaz', source: 'syntage', crmStatus: 'pending', crmAttempts: 0, crmLastError: null })], total: 3 });
    renderBackoffice('/backoffice/prospectos', { signedInAs: AGENT });

    const table = await screen.findByRole('table', { name: 'Prospectos: 3 prospectos' });
    expect(screen.getByRole('region', { name: 'Prospectos: 3 prospectos' })).toContainElement(table);
    const failed = rowOf('Mariana López');
    for (const text of ['mariana@demo.mx', 'Cotización', 'Falló', '5 intentos', 'Último error: El CRM respondió 503.']) expect(failed).toHaveTextContent(text);
    expect(within(failed).getByRole('button', { name: RESEND })).toBeInTheDocument();

    const done = rowOf('Jorge Ruiz');
    expect(done).toHaveTextContent('Campaña');
    expect(done).toHaveTextContent('Enviado');
    expect(done).not.toHaveTextContent('intentos');
    expect(within(done).queryByRole('button', { name: RESEND })).not.toBeInTheDocument();

    const pending = rowOf('Rosa Díaz');
    expect(pending).toHaveTextContent('Por enviar');
    expect(pending).toHaveTextContent('Consulta de datos fiscales');
    expect(within(pending).queryByRole('button', { name: RESEND })).not.toBeInTheDocument();
  });

  it('lists the contact and dealer forms as leads: their source, and the dealer a visitor asked for', async () => {
    apiStub()
      .get(LEADS)
      .reply(200, {
        items: [
          lead({ id: 'b0000000-0000-4000-8000-000000000004', name: 'Pedro Gil', source: 'dealer', distributor: 'Camiones del Bajío', crmStatus: 'pending', crmAttempts: 0, crmLastError: null }),
          lead({ id: 'b0000000-0000-4000-8000-000000000005', name: 'Luisa Peña', source: 'contact', phone: null }),
        ],
        total: 2,
      });
    renderBackoffice('/backoffice/prospectos', { signedInAs: AGENT });

    await screen.findByRole('rowheader', { name: 'Pedro Gil' });
    const fromDealer = rowOf('Pedro Gil');
    expect(fromDealer).toHaveTextContent('Distribuidor');
    expect(fromDealer).toHaveTextContent('Camiones del Bajío');
    const fromContact = rowOf('Luisa Peña');
    expect(fromContact).toHaveTextContent('Contacto');
    expect(within(fromContact).getByRole('button', { name: RESEND })).toBeInTheDocument();
  });

  it('filters by the new sources', async () => {
    const user = userEvent.setup();
    apiStub().get(LEADS).query({}).reply(200, { items: [sent()], total: 1 });
    const filtered = apiStub().get(LEADS).query({ source: 'dealer' }).reply(200, { items: [lead({ source: 'dealer', distributor: 'Camiones del Bajío' })], total: 1 });
    renderBackoffice('/backoffice/prospectos', { signedInAs: AGENT });
    await screen.findByRole('rowheader', { name: 'Jorge Ruiz' });

    await user.selectOptions(screen.getByLabelText('Origen'), 'Distribuidor');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('rowheader', { name: 'Mariana López' })).toBeInTheDocument();
    expect(filtered.isDone()).toBe(true);
  });

  it('sends the filters in the query string', async () => {
    const user = userEvent.setup();
    apiStub().get(LEADS).query({}).reply(200, { items: [sent()], total: 1 });
    const filtered = apiStub().get(LEADS).query({ source: 'quote', crmStatus: 'failed' }).reply(200, { items: [lead()], total: 1 });
    renderBackoffice('/backoffice/prospectos', { signedInAs: AGENT });
    await screen.findByRole('rowheader', { name: 'Jorge Ruiz' });

    await user.selectOptions(screen.getByLabelText('Origen'), 'Cotización');
    await user.selectOptions(screen.getByLabelText('Envío al CRM'), 'Falló');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('rowheader', { name: 'Mariana López' })).toBeInTheDocument();
    expect(filtered.isDone()).toBe(true);
  });

  it('reads the page from the address and offers the next ones', async () => {
    const asked = apiStub().get(LEADS).query({ crmStatus: 'failed', page: '2' }).reply(200, { items: [lead()], total: 120 });
    renderBackoffice('/backoffice/prospectos?crmStatus=failed&page=2', { signedInAs: AGENT });
    await screen.findByRole('rowheader', { name: 'Mariana López' });
    expect(asked.isDone()).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Páginas de prospectos' })).toBeInTheDocument();
  });

  it('sends a failed lead to the CRM again, updates its row and announces it', async () => {
    const user = userEvent.setup();
    const queued = lead({ crmStatus: 'pending', crmAttempts: 0, crmLastError: null });
    apiStub().get(LEADS).reply(200, { items: [lead(), sent()], total: 2 });
    const resent = apiStub().post(`${LEADS}/${FAILED_ID}/resend`).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, queued);
    // The list is asked again afterwards.
    apiStub().get(LEADS).reply(200, { items: [queued, sent()], total: 2 });
    renderBackoffice('/backoffice/prospectos', { signedInAs: AGENT });

    await user.click(within(await screen.findByRole('row', { name: /Mariana López/ })).getByRole('button', { name: RESEND }));
    expect(await screen.findByText('El prospecto de Mariana López volvió a la cola del CRM: se enviará en unos momentos.')).toHaveAttribute('role', 'status');
    expect(resent.isDone()).toBe(true);
    await waitFor(() => expect(rowOf('Mariana López')).toHaveTextContent('Por enviar'));
    expect(rowOf('Mariana López')).not.toHaveTextContent('Último error');
  });

  it('shows the API’s 409 when the lead had already reached the CRM', async () => {
    const user = userEvent.setup();
    const message = 'Este prospecto ya llegó al CRM: enviarlo otra vez lo duplicaría.';
    apiStub().get(LEADS).reply(200, { items: [lead()], total: 1 });
    apiStub().post(`${LEADS}/${FAILED_ID}/resend`).reply(409, { code: 'ALREADY_SENT', message });
    apiStub().get(LEADS).reply(200, { items: [lead({ crmStatus: 'sent', crmSentAt: '2026-03-05T20:06:00.000Z' })], total: 1 });
    renderBackoffice('/backoffice/prospectos', { signedInAs: AGENT });

    await user.click(await screen.findByRole('button', { name: RESEND }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // The row was out of date: asked again, it no longer offers the resend.
    await waitFor(() => expect(screen.queryByRole('button', { name: RESEND })).not.toBeInTheDocument());
  });

  it('says when no lead matches', async () => {
    apiStub().get(LEADS).query({ source: 'syntage' }).reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/prospectos?source=syntage', { signedInAs: AGENT });
    expect(await screen.findByRole('heading', { name: 'No hay prospectos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Origen')).toHaveValue('syntage');
  });

  it('shows the API’s 403 as the page’s message', async () => {
    const forbidden = 'No tienes permiso para hacer esto. Si lo necesitas, pídelo a un administrador.';
    apiStub().get(LEADS).reply(403, { code: 'FORBIDDEN', message: forbidden });
    renderBackoffice('/backoffice/prospectos', { signedInAs: AGENT });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(forbidden);
    expect(within(alert).getByRole('heading', { name: 'No tienes permiso' })).toBeInTheDocument();
  });

  it('is not an editor’s: the page says so without asking the API', async () => {
    renderBackoffice('/backoffice/prospectos', { signedInAs: EDITOR });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta sección.');
    expect(within(screen.getByRole('navigation', { name: 'Back-office' })).queryByRole('link', { name: 'Prospectos' })).not.toBeInTheDocument();
  });
});
