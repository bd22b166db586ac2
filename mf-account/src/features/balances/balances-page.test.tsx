import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '../../testing/api-stub';
import { contractCard } from '../../testing/contract-card';
import { renderCustomerScreen, signInForEachTest } from '../../testing/customer-screen';
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
    renderCustomerScreen(<BalancesPage />, { path: '/my-account/balances?desde=2025-12-01&hasta=2025-01-01' });

    expect(await screen.findByText('No hay movimientos entre esas fechas. Prueba con otro rango.')).toBeInTheDocument();
    expect(screen.queryByText('Algo salió mal')).not.toBeInTheDocument();
  });

  it('takes the keyboard to "Hasta" when the range typed ends before it starts', async () => {
    const user = userEvent.setup();
    apiStub().get(`/api/customers/contracts/${contract.id}/movements`).query(true).reply(200, noMovements).persist();
    renderCustomerScreen(<BalancesPage />, { path: '/my-account/balances' });
    const from = await screen.findByRole('textbox', { name: 'Desde' });
    await user.type(from, '01/11/2025');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '01/10/2025');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    const to = screen.getByRole('textbox', { name: 'Hasta' });
    expect(to).toHaveFocus();
    expect(to).toHaveAccessibleDescription(expect.stringContaining('La fecha final debe ser igual o posterior a la inicial.'));
  });
});
