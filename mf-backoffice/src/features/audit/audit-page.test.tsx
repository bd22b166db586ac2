import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { ADMIN, renderBackoffice } from '../../testing/backoffice-screen';

const AUDIT = '/api/backoffice/audit';

const entries: AuditEntry[] = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    at: '2026-03-06T16:00:00.000Z',
    staff: { id: 's-1', name: 'Ana Torres' },
    action: 'request.status',
    outcome: 'ok',
    target: 'request:7d4c1a9e-2b3f-4c5d-8e6f-9a0b1c2d3e4f',
    before: { status: 'received' },
    after: { status: 'closed' },
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    at: '2026-03-06T17:00:00.000Z',
    staff: null,
    action: 'auth.sign-in',
    outcome: 'denied',
    target: null,
    before: null,
    after: null,
  },
];

describe('the audit', () => {
  it('shows who did what, when, to what, the outcome, and before and after as JSON', async () => {
    apiStub().get(AUDIT).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, { items: entries, total: 2 });
    renderBackoffice('/backoffice/auditoria', { signedInAs: ADMIN });

    const table = await screen.findByRole('table', { name: '2 registros' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Ana Torres');
    expect(first).toHaveTextContent('request.status');
    expect(first).toHaveTextContent('Permitida');
    expect(first).toHaveTextContent('request:7d4c1a9e-2b3f-4c5d-8e6f-9a0b1c2d3e4f');
    expect(first).toHaveTextContent('{"status":"received"}');
    expect(first).toHaveTextContent('{"status":"closed"}');
    expect(second).toHaveTextContent('Sin identificar');
    expect(second).toHaveTextContent('Denegada');
  });

  it('sends the action and outcome filters in the query string', async () => {
    const user = userEvent.setup();
    apiStub().get(AUDIT).reply(200, { items: entries, total: 2 });
    const filtered = apiStub().get(AUDIT).query({ action: 'request.reply', outcome: 'denied' }).reply(200, { items: [entries[1]], total: 1 });
    renderBackoffice('/backoffice/auditoria', { signedInAs: ADMIN });
    await screen.findByRole('table', { name: '2 registros' });

    await user.type(screen.getByLabelText('Acción'), 'request.reply');
    await user.selectOptions(screen.getByLabelText('Resultado'), 'Denegada');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    expect(await screen.findByRole('table', { name: '1 registro' })).toBeInTheDocument();
    expect(filtered.isDone()).toBe(true);
  });

  it('refuses an action the API would not take, before asking', async () => {
    const user = userEvent.setup();
    apiStub().get(AUDIT).reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/auditoria', { signedInAs: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Sin registros' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Acción'), 'Borrar TODO');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(/Escribe la acción en minúsculas/)).toBeInTheDocument();
  });

  it('shows the API’s 403 as the page’s message', async () => {
    const forbidden = 'No tienes permiso para hacer esto. Si lo necesitas, pídelo a un administrador.';
    apiStub().get(AUDIT).reply(403, { code: 'FORBIDDEN', message: forbidden });
    renderBackoffice('/backoffice/auditoria', { signedInAs: ADMIN });
    expect(await screen.findByRole('alert')).toHaveTextContent(forbidden);
  });
});
