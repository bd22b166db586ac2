import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mexicoCityDay } from '@fvc/shared/format';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { contractCard } from '../../testing/contract-card';
import { debitMandate } from '../../testing/debit-mandate';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { ScheduledPaymentsPage } from './scheduled-payments-page';

jest.mock('../../lib/go-to-bank', () => ({ goToBank: jest.fn() }));
import { goToBank } from '../../lib/go-to-bank';

const contract = contractCard();
const daysFromToday = (days: number) => mexicoCityDay(new Date(Date.now() + days * 86_400_000));
const typed = (iso: string) => iso.split('-').reverse().join('/');
const scheduled = {
  id: '77777777-7777-4777-8777-777777777777',
  contractId: contract.id,
  contractNumber: contract.number,
  method: 'debit',
  amount: 6_000_00,
  payOn: daysFromToday(10),
  status: 'scheduled',
  accountLabel: 'BBVA México •••• 7815',
  editable: true,
  paymentId: null,
};
const mandate = debitMandate({ holderName: 'Mariana López' });

const renderPage = (path = '/my-account/scheduled-payments') => renderApp(<ScheduledPaymentsPage />, { route: path });

describe('ScheduledPaymentsPage', () => {
  signInForEachTest();

  beforeEach(() => {
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] }).persist();
  });

  it('lists what is scheduled; changing it keeps the rules of the form: from tomorrow, at least $100', async () => {
    apiStub().get('/api/customers/direct-debit/mandates').reply(200, { mandates: [mandate] }).persist();
    apiStub().get('/api/customers/scheduled-payments').reply(200, { scheduled: [scheduled] });
    apiStub().put(`/api/customers/scheduled-payments/${scheduled.id}`, { amount: 7_000_00, payOn: daysFromToday(12) }).reply(200, { ...scheduled, amount: 7_000_00, payOn: daysFromToday(12) });
    apiStub().get('/api/customers/scheduled-payments').reply(200, { scheduled: [{ ...scheduled, amount: 7_000_00, payOn: daysFromToday(12) }] });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('region', { name: 'Mis pagos programados' });
    expect(within(list).getByText(/Contrato FVC-2024-000910 · BBVA México •••• 7815/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Cambiar/ }));
    const form = screen.getByRole('form', { name: 'Cambiar pago programado' });
    const amount = within(form).getByLabelText('Monto (pesos)');
    await user.clear(amount);
    await user.type(amount, '50');
    const date = within(form).getByRole('textbox', { name: 'Fecha del pago' });
    await user.clear(date);
    await user.type(date, `${typed(daysFromToday(12))}{Tab}`);
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(amount).toHaveAccessibleDescription(/El monto mínimo es de \$100\.00\./);
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '7,000');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(list).findByText(/\$7,000\.00/)).toBeInTheDocument();
  });

  it('schedules by card: a contract without direct debit goes to the bank to leave the card', async () => {
    apiStub().get('/api/customers/direct-debit/mandates').reply(200, { mandates: [] }).persist();
    apiStub().get('/api/customers/scheduled-payments').reply(200, { scheduled: [] }).persist();
    const payOn = daysFromToday(5);
    const gateway = { url: 'http://localhost:4100/tarjeta', fields: { mp_order: scheduled.id } };
    apiStub()
      .post('/api/customers/scheduled-payments', { contractId: contract.id, method: 'card', amount: 6_000_00, payOn })
      .reply(201, { scheduled: { ...scheduled, method: 'card', status: 'card-pending', accountLabel: 'Tarjeta por registrar', payOn }, gateway });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Programar un pago' }));
    const form = screen.getByRole('form', { name: 'Programar un pago' });
    expect(within(form).getByRole('radio', { name: /Cargo a mi cuenta domiciliada/ })).toBeDisabled();
    expect(within(form).getByRole('radio', { name: /Tarjeta de crédito o débito/ })).toBeChecked();
    // The next installment's amount is offered; the date is the customer's to choose.
    expect(within(form).getByLabelText('Monto (pesos)')).toHaveValue('6000');
    await user.click(within(form).getByRole('button', { name: 'Continuar al banco' }));
    expect(within(form).getByRole('textbox', { name: 'Fecha del pago' })).toHaveAccessibleDescription(/Elige la fecha del pago/);
    await user.type(within(form).getByRole('textbox', { name: 'Fecha del pago' }), `${typed(payOn)}{Tab}`);
    await user.click(within(form).getByRole('button', { name: 'Continuar al banco' }));
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith(gateway));
  });

  it('says when the bank kept the card, or could not', async () => {
    apiStub().get('/api/customers/direct-debit/mandates').reply(200, { mandates: [] });
    apiStub().get('/api/customers/scheduled-payments').reply(200, { scheduled: [] });
    renderPage('/my-account/scheduled-payments?tarjeta=guardada');
    expect(await screen.findByText('El banco guardó tu tarjeta: el pago quedó programado.')).toHaveAttribute('role', 'status');
  });
});
