import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxItem } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { AGENT, renderBackoffice } from '../../testing/backoffice-screen';

const INBOX = '/api/backoffice/requests';

function item(changes: Partial<InboxItem> = {}): InboxItem {
  return {
    id: '7d4c1a9e-2b3f-4c5d-8e6f-9a0b1c2d3e4f',
    kind: 'support',
    folio: 'SOL-2026-000042',
    status: 'received',
    subject: 'Mi pago no aparece',
    customer: { id: 'c-1', name: 'Mariana López' },
    contractNumber: 'FVC-2024-000123',
    assignee: null,
    createdAt: '2026-03-05T20:05:00.000Z',
    updatedAt: '2026-03-05T20:05:00.000Z',
    ...changes,
  };
}

describe('the inbox', () => {
  it('lists the requests of a kind, each linked to its page', async () => {
    apiStub()
      .get(INBOX)
      .query({ kind: 'support' })
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, { items: [item(), item({ id: 'a1b2c3d4-0000-4000-8000-000000000002', folio: 'SOL-2026-000043', status: 'in_progress', assignee: { id: AGENT.id, name: 'Ana Torres' } })], total: 2 });
    renderBackoffice('/backoffice/solicitudes', { signedInAs: AGENT });

    const table = await screen.findByRole('table', { name: 'Soporte: 2 solicitudes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'SOL-2026-000042' })).toHaveAttribute('href', '/backoffice/solicitudes/7d4c1a9e-2b3f-4c5d-8e6f-9a0b1c2d3e4f');
    expect(rows[0]).toHaveTextContent('Mi pago no aparece');
    expect(rows[0]).toHaveTextContent('Mariana López');
    expect(rows[0]).toHaveTextContent('Recibida');
    expect(rows[0]).toHaveTextContent('Sin asignar');
    expect(rows[1]).toHaveTextContent('En atención');
    expect(rows[1]).toHaveTextContent('Ana Torres');
    expect(within(screen.getByRole('navigation', { name: 'Tipo de solicitud' })).getByRole('link', { name: 'Soporte' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the filters in the query string, and keeps them when another kind is chosen', async () => {
    const user = userEvent.setup();
    apiStub().get(INBOX).query({ kind: 'support' }).reply(200, { items: [item()], total: 1 });
    const filtered = apiStub()
      .get(INBOX)
      .query({ kind: 'support', status: 'received', minAgeDays: '7', customer: 'López' })
      .reply(200, { items: [item({ folio: 'SOL-2026-000007' })], total: 1 });
    const payoffs = apiStub()
      .get(INBOX)
      .query({ kind: 'payoff', status: 'received', minAgeDays: '7', customer: 'López' })
      .reply(200, { items: [item({ kind: 'payoff', folio: 'LIQ-2026-000003', subject: 'Liquidación anticipada' })], total: 1 });
    renderBackoffice('/backoffice/solicitudes', { signedInAs: AGENT });
    await screen.findByRole('link', { name: 'SOL-2026-000042' });

    await user.selectOptions(screen.getByLabelText('Estado'), 'Recibida');
    await user.type(screen.getByLabelText('Antigüedad mínima (días)'), '7');
    await user.type(screen.getByLabelText('Cliente'), ' López ');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('link', { name: 'SOL-2026-000007' })).toBeInTheDocument();
    expect(filtered.isDone()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Liquidación anticipada' }));
    expect(await screen.findByRole('link', { name: 'LIQ-2026-000003' })).toBeInTheDocument();
    expect(payoffs.isDone()).toBe(true);
    expect(screen.getByLabelText('Cliente')).toHaveValue('López');
  });

  it('explains an age it cannot take, and asks for nothing', async () => {
    const user = userEvent.setup();
    apiStub().get(INBOX).query({ kind: 'support' }).reply(200, { items: [item()], total: 1 });
    renderBackoffice('/backoffice/solicitudes', { signedInAs: AGENT });
    await screen.findByRole('link', { name: 'SOL-2026-000042' });

    await user.type(screen.getByLabelText('Antigüedad mínima (días)'), 'mucho');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(/Escribe un número de días entre 0 y 3,650/)).toBeInTheDocument();
    expect(screen.getByLabelText('Antigüedad mínima (días)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when no request matches', async () => {
    apiStub().get(INBOX).query({ kind: 'capital_contribution' }).reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/solicitudes?kind=capital_contribution', { signedInAs: AGENT });
    expect(await screen.findByRole('heading', { name: 'No hay solicitudes' })).toBeInTheDocument();
    expect(screen.getByText('Ninguna solicitud de aportación a capital cumple estos filtros.')).toBeInTheDocument();
  });

  it('shows the API’s 403 as the page’s message', async () => {
    const forbidden = 'No tienes permiso para hacer esto. Si lo necesitas, pídelo a un administrador.';
    apiStub().get(INBOX).query({ kind: 'support' }).reply(403, { code: 'FORBIDDEN', message: forbidden });
    renderBackoffice('/backoffice/solicitudes', { signedInAs: AGENT });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(forbidden);
    expect(within(alert).getByRole('heading', { name: 'No tienes permiso' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});
