import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RejectedDebit } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { ADMIN, AGENT, renderBackoffice } from '../../testing/backoffice-screen';

const DEBITS = '/api/backoffice/payments/rejected-debits';
const SPEI = '/api/backoffice/payments/spei-transfers';
const ID = '4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a';
const FOLLOW_UP = `${DEBITS}/${ID}/follow-up`;
const NOTE = 'Nota de seguimiento';

function debit(changes: Partial<RejectedDebit> = {}): RejectedDebit {
  return {
    id: ID,
    folio: 'PAG-2026-000077',
    customer: { id: 'c-3', name: 'Logística Peninsular, S.A. de C.V.', email: 'empresa@demo.mx' },
    contractNumber: 'FVC-2025-001204',
    amount: 48_250_75,
    dueDate: '2026-03-05',
    bankReason: 'Fondos insuficientes',
    rejectedAt: '2026-03-05T20:05:00.000Z',
    notified: true,
    mandateActive: true,
    followUp: null,
    ...changes,
  };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

async function openFollowUp(user: ReturnType<typeof userEvent.setup>) {
  apiStub().get(DEBITS).query({}).reply(200, { items: [debit()], total: 1 });
  renderBackoffice('/backoffice/pagos?list=debits', { signedInAs: AGENT });
  await user.click(await screen.findByRole('button', { name: 'Dar seguimiento al cargo de Logística Peninsular, S.A. de C.V., contrato FVC-2025-001204' }));
  return screen.getByRole('form', { name: 'Seguimiento del cargo de Logística Peninsular, S.A. de C.V., contrato FVC-2025-001204' });
}

describe('the rejected direct debits', () => {
  it('are reached by their tab, and list the customer, the bank’s reason, the notice, the mandate and the follow-up', async () => {
    const user = userEvent.setup();
    apiStub().get(SPEI).reply(200, { items: [], total: 0 });
    apiStub()
      .get(DEBITS)
      .query({})
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, {
        items: [
          debit(),
          debit({
            id: 'b0000000-0000-4000-8000-000000000002',
            customer: { id: 'c-4', name: 'Mariana López', email: null },
            contractNumber: 'FVC-2024-000123',
            amount: 53_507_46,
            bankReason: 'Cuenta cancelada',
            notified: false,
            mandateActive: false,
            followUp: { note: 'Le llamé: registrará otra cuenta.', by: 'Ana Torres', at: '2026-03-06T16:00:00.000Z' },
          }),
        ],
        total: 2,
      });
    renderBackoffice('/backoffice/pagos', { signedInAs: AGENT });
    await screen.findByRole('heading', { name: 'No hay transferencias apartadas' });

    const tabs = screen.getByRole('navigation', { name: 'Listas de pagos' });
    await user.click(within(tabs).getByRole('link', { name: 'Domiciliaciones rechazadas' }));
    expect(within(tabs).getByRole('link', { name: 'Domiciliaciones rechazadas' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('table', { name: 'Domiciliaciones rechazadas: 2 cargos' })).toBeInTheDocument();

    const first = rowOf('Logística Peninsular');
    for (const text of ['empresa@demo.mx', 'FVC-2025-001204', '$48,250.75', '5 mar 2026', 'Fondos insuficientes', 'Avisado por correo', 'Activa', 'Sin seguimiento']) {
      expect(first).toHaveTextContent(text);
    }
    const second = rowOf('Mariana López');
    for (const text of ['Cuenta cancelada', 'Sin aviso', 'Cancelada', 'Le llamé: registrará otra cuenta.', 'Ana Torres']) expect(second).toHaveTextContent(text);
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the follow-up filter in the query string and keeps it, with its tab, in the address', async () => {
    const user = userEvent.setup();
    apiStub().get(DEBITS).query({}).reply(200, { items: [debit()], total: 1 });
    const filtered = apiStub().get(DEBITS).query({ followUp: 'pending' }).reply(200, { items: [debit({ folio: 'PAG-2026-000078' })], total: 1 });
    renderBackoffice('/backoffice/pagos?list=debits', { signedInAs: AGENT });
    await screen.findByRole('table', { name: 'Domiciliaciones rechazadas: 1 cargo' });

    await user.selectOptions(screen.getByLabelText('Seguimiento'), 'Sin seguimiento');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(filtered.isDone()).toBe(true));
    // Still the debits' tab: the filter did not take the page back to the transfers.
    expect(within(screen.getByRole('navigation', { name: 'Listas de pagos' })).getByRole('link', { name: 'Domiciliaciones rechazadas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Seguimiento')).toHaveValue('pending');
  });

  it('reads the filter and the page from the address', async () => {
    const asked = apiStub().get(DEBITS).query({ followUp: 'done', page: '2' }).reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/pagos?list=debits&followUp=done&page=2', { signedInAs: ADMIN });
    expect(await screen.findByRole('heading', { name: 'No hay domiciliaciones rechazadas' })).toBeInTheDocument();
    expect(asked.isDone()).toBe(true);
    expect(screen.getByLabelText('Seguimiento')).toHaveValue('done');
  });

  it('records a follow-up note: the row shows it with who and when, and the page says so', async () => {
    const user = userEvent.setup();
    const note = 'Le llamé: paga el viernes por SPEI.';
    const followed = debit({ followUp: { note, by: 'Ana Torres', at: '2026-03-06T16:00:00.000Z' } });
    const form = await openFollowUp(user);
    const sent = apiStub().post(FOLLOW_UP, { note }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, followed);
    apiStub().get(DEBITS).query({}).reply(200, { items: [followed], total: 1 });

    await user.type(within(form).getByLabelText(NOTE), `  ${note}  `);
    await user.click(within(form).getByRole('button', { name: 'Guardar seguimiento' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Seguimiento guardado para el cargo de Logística Peninsular, S.A. de C.V. (contrato FVC-2025-001204).');
    expect(status).toHaveFocus();
    expect(sent.isDone()).toBe(true);
    const row = rowOf('Logística Peninsular');
    expect(row).toHaveTextContent(note);
    expect(row).toHaveTextContent('Ana Torres');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refuses an empty note, and asks the API nothing', async () => {
    const user = userEvent.setup();
    const form = await openFollowUp(user);
    const sent = apiStub().post(FOLLOW_UP).reply(200, debit());

    await user.type(within(form).getByLabelText(NOTE), '   ');
    await user.click(within(form).getByRole('button', { name: 'Guardar seguimiento' }));

    const field = within(form).getByLabelText(NOTE);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Escribe qué se hizo con el cliente'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.isDone()).toBe(false);
  });

  it('refuses a note over the limit at the field, counting the characters', async () => {
    const user = userEvent.setup();
    const form = await openFollowUp(user);
    const sent = apiStub().post(FOLLOW_UP).reply(200, debit());
    const field = within(form).getByLabelText(NOTE);

    // Pasted, not typed letter by letter: 501 characters.
    await user.click(field);
    await user.paste('x'.repeat(501));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Te pasaste por 1 carácter'));
    await user.click(within(form).getByRole('button', { name: 'Guardar seguimiento' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('La nota admite hasta 500 caracteres.'));
    expect(sent.isDone()).toBe(false);
  });

  it('keeps the note as typed when the API refuses it, its message beside the field', async () => {
    const user = userEvent.setup();
    const form = await openFollowUp(user);
    const message = 'El campo “Nota de seguimiento” es obligatorio.';
    apiStub().post(FOLLOW_UP).reply(400, { code: 'VALIDATION_ERROR', message, fields: { note: message } });

    await user.type(within(form).getByLabelText(NOTE), 'Le dejé un mensaje.');
    await user.click(within(form).getByRole('button', { name: 'Guardar seguimiento' }));

    const field = within(form).getByLabelText(NOTE);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveValue('Le dejé un mensaje.');
  });

  it('says so when someone else followed it up first, keeping the note', async () => {
    const user = userEvent.setup();
    const form = await openFollowUp(user);
    apiStub().post(FOLLOW_UP).reply(409, { code: 'ALREADY_FOLLOWED_UP', message: 'Este cargo rechazado ya tiene seguimiento.' });
    const again = apiStub().get(DEBITS).query({}).reply(200, { items: [debit()], total: 1 });

    await user.type(within(form).getByLabelText(NOTE), 'Le dejé un mensaje.');
    await user.click(within(form).getByRole('button', { name: 'Guardar seguimiento' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Este cargo rechazado ya tiene seguimiento.');
    expect(within(form).getByLabelText(NOTE)).toHaveValue('Le dejé un mensaje.');
    await waitFor(() => expect(again.isDone()).toBe(true));
  });

  it('shows the API’s failure as the page’s message', async () => {
    apiStub().get(DEBITS).query({}).reply(500, { code: 'INTERNAL', message: 'Algo falló de nuestro lado.' });
    renderBackoffice('/backoffice/pagos?list=debits', { signedInAs: AGENT });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo falló de nuestro lado.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
