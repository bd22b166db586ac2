import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { contractCard } from '../../testing/contract-card';
import { PaymentPage } from './payment-page';

const customer = { id: 'c-1', name: 'Logística Peninsular', email: 'empresa@demo.mx' };
const contract = contractCard({ standing: 'overdue', overdueAmount: 5_000_00, daysOverdue: 12, installmentsPaid: 23 });

const renderPage = () => renderApp(<PaymentPage />, { route: '/my-account/payment' });

describe('PaymentPage', () => {
  signInForEachTest(customer);

  beforeEach(() => {
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] });
    apiStub().get('/api/customers/payments').reply(200, { payments: [] }).persist();
  });

  it('gives the contract’s own SPEI reference CLABE, its bank and the beneficiary, and the way to direct debit', async () => {
    apiStub().get('/api/company').reply(200, { name: 'Financiera Vial', legalName: 'Financiera Vial del Centro, S.A. de C.V.' });
    renderPage();
    const otherWays = await screen.findByRole('region', { name: 'Otras formas de pagar' });
    expect(within(otherWays).getByText('646 180 42040000001 4')).toBeInTheDocument();
    expect(within(otherWays).getByText('STP')).toBeInTheDocument();
    expect(await within(otherWays).findByText('Financiera Vial del Centro, S.A. de C.V.')).toBeInTheDocument();
    expect(within(otherWays).getByRole('link', { name: 'Domiciliar mis pagos' })).toHaveAttribute('href', `/my-account/direct-debit?contrato=${contract.id}`);
    expect(within(otherWays).getByRole('link', { name: 'Pagos programados' })).toHaveAttribute('href', '/my-account/scheduled-payments');
  });

  it('offers what is due, what is overdue, or another amount, with their amounts', async () => {
    renderPage();
    expect(await screen.findByRole('radio', { name: /Ponerme al corriente y pagar el siguiente: \$11,000\.00/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Solo lo vencido: \$5,000\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Otro monto/ })).toBeInTheDocument();
  });

  it('offers to settle the contract for the day’s payoff, chosen already when the payoff quote sent the customer here', async () => {
    renderApp(<PaymentPage />, { route: `/my-account/payment?contrato=${contract.id}&opcion=liquidar` });
    const payoff = await screen.findByRole('radio', { name: /Liquidar el contrato: \$252,000\.00/ });
    expect(payoff).toBeChecked();
    expect(screen.getByText(/con el valor residual: ya no habrá más pagos/)).toBeInTheDocument();
  });

  it('explains a custom amount out of bounds and never rewrites what was typed', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: /Otro monto/ }));
    const input = screen.getByLabelText('Monto (pesos)');
    await userEvent.type(input, '50');
    expect(screen.getByText('El monto mínimo es de $100.00.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(input).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Confirma tu pago' })).not.toBeInTheDocument();
    await userEvent.clear(input);
    // The whole balance is a payoff: the form points to it, with the day's amount, as the API would.
    await userEvent.type(input, '250000');
    expect(screen.getByText(/pagas todo tu saldo: elige “Liquidar el contrato” \(\$252,000\.00 hoy\)/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '12,5x');
    expect(screen.getByText(/Escribe un monto en pesos/)).toBeInTheDocument();
    expect(input).toHaveValue('12,5x');
  });

  it('says why it cannot go on with no amount written, on "Continuar" and not before, and takes focus to the amount', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Otro monto/ }));
    const input = screen.getByLabelText('Monto (pesos)');
    expect(input).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Escribe el monto que quieres pagar.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads thousands only in groups of three: "1,00,0" is explained, not taken as $1,000', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Otro monto/ }));
    await user.type(screen.getByLabelText('Monto (pesos)'), '1,00,0');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText('Monto (pesos)')).toHaveAccessibleDescription(/Escribe un monto en pesos/);
    expect(screen.queryByRole('heading', { name: 'Confirma tu pago' })).not.toBeInTheDocument();
  });

  it('takes focus to each step as it replaces the other, for the keyboard and screen readers', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Otro monto/ }));
    await user.type(screen.getByLabelText('Monto (pesos)'), '150');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: 'Confirma tu pago' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(screen.getByRole('radio', { name: /Otro monto/ })).toHaveFocus();
    expect(screen.getByLabelText('Monto (pesos)')).toHaveValue('150');
  });

  it('sends one payment with one idempotency key however often "Pagar" is pressed, and says so when the bank is down', async () => {
    const keys: string[] = [];
    apiStub()
      .post('/api/customers/payments', { contractId: contract.id, option: 'due' })
      .times(2)
      .reply(function reply() {
        keys.push(String(this.req.headers['idempotency-key']));
        return [503, { code: 'GATEWAY_UNAVAILABLE', message: 'El banco no responde en este momento. No se hizo ningún cargo; intenta de nuevo en unos minutos.' }];
      });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    const pay = screen.getByRole('button', { name: 'Pagar $11,000.00' });
    await userEvent.dblClick(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se hizo ningún cargo');
    await userEvent.click(screen.getByRole('button', { name: 'Pagar $11,000.00' }));
    await screen.findByRole('alert');
    expect(new Set(keys).size).toBe(1);
  });
});

describe('PaymentPage without its list of contracts', () => {
  signInForEachTest(customer);

  it('keeps the screen’s heading over the failure, with a way to try again', async () => {
    apiStub().get('/api/customers/contracts').reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible. Intenta de nuevo en unos minutos.' }).persist();
    renderPage();

    expect(await screen.findByText('El servicio no está disponible. Intenta de nuevo en unos minutos.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pagar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('PaymentPage for a customer with several contracts', () => {
  signInForEachTest(customer);

  it('opens on the contract overdue longest, not the first listed', async () => {
    const credit = contractCard({ id: '22222222-2222-4222-8222-222222222222', number: 'FVC-2025-000111', vehicle: 'Camión de reparto 2025' });
    const lease = contractCard({ number: 'FVC-2023-000777', vehicle: 'Autobús foráneo 2023', standing: 'overdue', overdueAmount: 5_000_00, daysOverdue: 40 });
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [credit, lease] });
    apiStub().get('/api/customers/payments').reply(200, { payments: [] });
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Contrato' });
    expect(select).toHaveDisplayValue(/FVC-2023-000777/);
    expect(screen.getByRole('radio', { name: /Ponerme al corriente y pagar el siguiente/ })).toBeChecked();
  });
});
