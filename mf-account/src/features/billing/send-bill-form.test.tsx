import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { SendBillForm } from './send-bill-form';

const invoice = { id: 'f-1', serie: 'A', folio: '1001', issuedAt: '2026-10-15T12:00:00Z', total: 53_429_93, contractNumber: 'FVC-2024-000123' };

const renderForm = () => renderApp(<SendBillForm />);

describe('SendBillForm', () => {
  signInForEachTest();

  beforeEach(() => {
    apiStub().get('/api/customers/invoices').reply(200, { invoices: [invoice] }).persist();
    apiStub().get('/api/states').reply(200, { states: [{ id: 19, name: 'Nuevo León' }] }).persist();
    apiStub().post('/api/customers/bills/delivery').reply(200, { deliveries: [] }).persist();
    apiStub().post('/api/customers/bills/distributors', { stateId: 19 }).reply(200, { distributors: [{ id: 'd-1', name: 'Camiones del Norte', city: 'Monterrey' }] });
  });

  it('names every missing choice at its field, and each message goes as its field is chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('option', { name: /A1001/ });
    await user.click(screen.getByRole('button', { name: 'Enviar factura' }));

    const invoiceField = screen.getByLabelText('Factura');
    expect(invoiceField).toHaveAccessibleDescription('Elige la factura que quieres enviar.');
    expect(invoiceField).toHaveFocus();
    expect(screen.getByLabelText('Estado del distribuidor')).toHaveAccessibleDescription('Elige el estado del distribuidor.');

    await user.selectOptions(invoiceField, 'f-1');
    expect(invoiceField).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Elige la factura que quieres enviar.')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Estado del distribuidor'), '19');
    expect(screen.queryByText('Elige el estado del distribuidor.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Distribuidor')).toHaveAccessibleDescription('Elige el distribuidor.');
  });

  it('once sent, asks for the invoice again and keeps the dealer, so a second press does not send the same invoice twice', async () => {
    const user = userEvent.setup();
    const sent = apiStub().post('/api/customers/send-bill', { invoiceId: 'f-1', distributorId: 'd-1' }).once().reply(201, { id: 's-1', folio: 'ENV-2026-000001', createdAt: '2026-11-28T10:00:00Z' });
    renderForm();
    await screen.findByRole('option', { name: /A1001/ });
    await user.selectOptions(screen.getByLabelText('Factura'), 'f-1');
    await user.selectOptions(screen.getByLabelText('Estado del distribuidor'), '19');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Distribuidor' }), await screen.findByRole('option', { name: /Camiones del Norte/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar factura' }));

    expect(await screen.findByText('ENV-2026-000001')).toBeInTheDocument();
    expect(sent.isDone()).toBe(true);
    expect(screen.getByLabelText('Factura')).toHaveValue('');
    expect(screen.getByLabelText('Distribuidor')).toHaveValue('d-1');

    await user.click(screen.getByRole('button', { name: 'Enviar factura' }));
    expect(screen.getByLabelText('Factura')).toHaveAccessibleDescription('Elige la factura que quieres enviar.');
  });

  it('sent after a try with choices missing, shows the folio without an error at the invoice it asks for again', async () => {
    const user = userEvent.setup();
    apiStub().post('/api/customers/send-bill', { invoiceId: 'f-1', distributorId: 'd-1' }).once().reply(201, { id: 's-2', folio: 'ENV-2026-000002', createdAt: '2026-11-28T10:00:00Z' });
    renderForm();
    await screen.findByRole('option', { name: /A1001/ });
    await user.click(screen.getByRole('button', { name: 'Enviar factura' }));
    expect(screen.getByLabelText('Factura')).toHaveAccessibleDescription('Elige la factura que quieres enviar.');

    await user.selectOptions(screen.getByLabelText('Factura'), 'f-1');
    await user.selectOptions(screen.getByLabelText('Estado del distribuidor'), '19');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Distribuidor' }), await screen.findByRole('option', { name: /Camiones del Norte/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar factura' }));

    expect(await screen.findByText('ENV-2026-000002')).toBeInTheDocument();
    expect(screen.getByLabelText('Factura')).toHaveValue('');
    expect(screen.getByLabelText('Factura')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Elige la factura que quieres enviar.')).not.toBeInTheDocument();
  });
});

describe('SendBillForm with many invoices', () => {
  signInForEachTest();

  it('offers every invoice, grouped by contract, not only the newest', async () => {
    const invoices = Array.from({ length: 41 }, (_, index) => ({
      ...invoice,
      id: `f-${index}`,
      folio: String(1100 - index),
      contractNumber: index < 30 ? 'FVC-2024-000123' : 'FVC-2024-000910',
    }));
    apiStub().get('/api/customers/invoices').reply(200, { invoices }).persist();
    apiStub().get('/api/states').reply(200, { states: [] }).persist();
    apiStub().post('/api/customers/bills/delivery').reply(200, { deliveries: [] }).persist();
    renderForm();

    // The oldest, the 41st, is there to choose.
    expect(await screen.findByRole('option', { name: /A1060/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: /^A\d+/ })).toHaveLength(41);
    expect(screen.getByRole('group', { name: 'Contrato FVC-2024-000910' })).toBeInTheDocument();
  });
});
