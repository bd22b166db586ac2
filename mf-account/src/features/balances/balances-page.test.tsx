import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { contractCard } from '../../testing/contract-card';
import { contractsQuery } from '../../lib/contract-queries';
import { renderApp, testQueryClient } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { BalancesPage } from './balances-page';

const contract = contractCard();
const noMovements = { items: [], page: 1, pageSize: 10, total: 0 };

describe('BalancesPage', () => {
  signInForEachTest();
  beforeEach(() => {
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] }).persist();
  });

  it('lists an address whose dates came the wrong way round as the range they name', async () => {
    apiStub()
      .get(`/api/customers/contracts/${contract.id}/movements`)
      .query({ from: '2025-01-01', to: '2025-12-01', page: '1', pageSize: '10' })
      .reply(200, noMovements);
    renderApp(<BalancesPage />, { route: '/my-account/balances?desde=2025-12-01&hasta=2025-01-01' });

    expect(await screen.findByText('No hay movimientos entre esas fechas. Prueba con otro rango.')).toBeInTheDocument();
    expect(screen.queryByText('Algo salió mal')).not.toBeInTheDocument();
  });

  it('takes the keyboard to "Hasta" when the range typed ends before it starts', async () => {
    const user = userEvent.setup();
    apiStub().get(`/api/customers/contracts/${contract.id}/movements`).query(true).reply(200, noMovements).persist();
    renderApp(<BalancesPage />, { route: '/my-account/balances' });
    const from = await screen.findByRole('textbox', { name: 'Desde' });
    await user.type(from, '01/11/2025');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '01/10/2025');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    const to = screen.getByRole('textbox', { name: 'Hasta' });
    expect(to).toHaveFocus();
    expect(to).toHaveAccessibleDescription(expect.stringContaining('La fecha final debe ser igual o posterior a la inicial.'));
  });

  it('counts one movement in the singular', async () => {
    const payment = { id: 1, postedOn: '2026-11-20', kind: 'payment', description: 'Pago con tarjeta', reference: 'PAG-2026-000001', charge: 0, credit: 50_000, balanceAfter: 1_000_000 };
    apiStub()
      .get(`/api/customers/contracts/${contract.id}/movements`)
      .query(true)
      .reply(200, { items: [payment], page: 1, pageSize: 10, total: 1 });
    renderApp(<BalancesPage />, { route: '/my-account/balances?desde=2026-11-20&hasta=2026-11-20' });

    expect(await screen.findByText('1 movimiento en el rango · página 1')).toBeInTheDocument();
  });
});

describe('BalancesPage without its list of contracts', () => {
  signInForEachTest();

  it('keeps the screen’s heading over the failure, with a way to try again', async () => {
    apiStub().get('/api/customers/contracts').reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible. Intenta de nuevo en unos minutos.' }).persist();
    renderApp(<BalancesPage />, { route: '/my-account/balances' });

    expect(await screen.findByText('El servicio no está disponible. Intenta de nuevo en unos minutos.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saldos y movimientos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says when a list already shown could not be refreshed, rather than keep its balances as if current', async () => {
    apiStub().get('/api/customers/contracts').reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible. Intenta de nuevo en unos minutos.' }).persist();
    const client = testQueryClient();
    // Drawn a while ago (stale), so the screen refreshes it as it opens.
    client.setQueryData(contractsQuery.queryKey, [contract], { updatedAt: Date.now() - 60_000 });
    renderApp(<BalancesPage />, { route: '/my-account/balances', client });

    expect(await screen.findByText('El servicio no está disponible. Intenta de nuevo en unos minutos.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saldos y movimientos' })).toBeInTheDocument();
  });
});
