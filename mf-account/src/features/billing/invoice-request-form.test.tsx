import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { InvoiceRequestForm } from './invoice-request-form';

const customer = { id: '33333333-3333-4333-8333-333333333333', name: 'Mariana López', email: 'cliente@demo.mx' };
const contract = { id: '11111111-1111-4111-8111-111111111111', number: 'FVC-2024-000123', vehicle: 'Tractocamión 2024' };

const renderForm = () => renderApp(<InvoiceRequestForm />);

// The API's own refusal of a file (and where focus goes then) is in e2e/tests/customer-area.spec.ts:
// jsdom's FormData cannot go through Node's fetch.

describe('InvoiceRequestForm', () => {
  signInForEachTest(customer);

  beforeEach(() => {
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] }).persist();
    apiStub().get('/api/states').reply(200, { states: [{ id: 22, name: 'Querétaro' }] }).persist();
    apiStub()
      .post('/api/bills/customers/purchaseRequest', { contractId: contract.id })
      .reply(200, {
        customerId: customer.id,
        contractId: contract.id,
        contractNumber: contract.number,
        name: 'Mariana López Martínez',
        rfc: 'LOMM850101AB1',
        zipcode: '76000',
        taxRegime: '612',
        cfdiUse: 'I03',
        street: 'Av. Pie de la Cuesta 2301',
        neighborhood: 'Desarrollo San Pablo',
        city: 'Querétaro',
        state: '22',
      })
      .persist();
  });

  async function fillAllButDateAndFiles(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('option', { name: /FVC-2024-000123/ });
    await screen.findByRole('option', { name: 'Querétaro' });
    await user.selectOptions(screen.getByLabelText('Contrato'), contract.id);
    await waitFor(() => expect(screen.getByLabelText('RFC')).toHaveValue('LOMM850101AB1'));
  }

  it('fills in what the company knows of the holder, CFDI 4.0 included: the customer only confirms (issue #69)', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillAllButDateAndFiles(user);

    await waitFor(() => expect(screen.getByLabelText('Calle y número')).toHaveValue('Av. Pie de la Cuesta 2301'));
    expect(screen.getByLabelText('Nombre o razón social')).toHaveValue('Mariana López Martínez');
    expect(screen.getByLabelText('Colonia')).toHaveValue('Desarrollo San Pablo');
    expect(screen.getByLabelText('Ciudad o municipio')).toHaveValue('Querétaro');
    expect(screen.getByLabelText('Código postal')).toHaveValue('76000');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Querétaro');
    expect(screen.getByRole('combobox', { name: 'Régimen fiscal' })).toHaveDisplayValue('612 - Personas Físicas con Actividades Empresariales y Profesionales');
    expect(screen.getByRole('combobox', { name: 'Uso del CFDI' })).toHaveDisplayValue('I03 - Equipo de transporte');
    expect(screen.getByRole('combobox', { name: 'Uso del CFDI' })).toHaveAccessibleDescription(expect.stringContaining('G03 - Gastos en general'));
    // What each file is, said beside it.
    expect(screen.getByLabelText(/Documento de la compra/)).toHaveAccessibleDescription(expect.stringContaining('contrato de compraventa'));
    expect(screen.getByLabelText(/XML del SAT/)).toHaveAccessibleDescription(expect.stringContaining('factura (CFDI) timbrada'));
  });

  it('names every problem in one round, the date and the files with the rest, and focuses the first', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillAllButDateAndFiles(user);
    await user.clear(screen.getByLabelText('Código postal'));
    await user.type(screen.getByLabelText('Código postal'), '760');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    const date = screen.getByRole('textbox', { name: 'Fecha de la compra' });
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Escribe la fecha de la compra.'));
    expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription(expect.stringContaining('Escribe un código postal de 5 dígitos.'));
    expect(screen.getByLabelText(/Documento de la compra/)).toHaveAccessibleDescription(expect.stringContaining('Adjunta el documento de la compra en PDF.'));
    expect(screen.getByLabelText(/XML del SAT/)).toHaveAccessibleDescription(expect.stringContaining('Adjunta el XML del SAT.'));
  });

  it('asks for the street, the neighbourhood and the city written with spaces alone before sending', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillAllButDateAndFiles(user);
    for (const label of ['Calle y número', 'Colonia', 'Ciudad o municipio']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), '   ');
    }
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    const street = screen.getByLabelText('Calle y número');
    await waitFor(() => expect(street).toHaveAccessibleDescription(expect.stringContaining('Escribe la calle y el número.')));
    expect(screen.getByLabelText('Colonia')).toHaveAccessibleDescription(expect.stringContaining('Escribe la colonia.'));
    expect(screen.getByLabelText('Ciudad o municipio')).toHaveAccessibleDescription(expect.stringContaining('Escribe la ciudad o municipio.'));
  });

  it('clears the messages of the fields the contract fills in, and keeps what the customer typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('option', { name: /FVC-2024-000123/ });
    await user.type(screen.getByLabelText('Nombre o razón social'), 'Transportes del Bajío');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const rfc = screen.getByLabelText('RFC');
    await waitFor(() => expect(rfc).toHaveAccessibleDescription(expect.stringContaining('Elige el contrato para traer el RFC de su titular, o escríbelo.')));

    await user.selectOptions(screen.getByLabelText('Contrato'), contract.id);

    await waitFor(() => expect(rfc).toHaveValue('LOMM850101AB1'));
    await waitFor(() => expect(rfc).not.toHaveAccessibleDescription(expect.stringContaining('Elige el contrato para traer el RFC de su titular, o escríbelo.')));
    expect(rfc).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre o razón social')).toHaveValue('Transportes del Bajío');
  });

  it('invoices the credit holder: the RFC comes from the account, cannot be changed, and says why (SPEC §9)', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('option', { name: /FVC-2024-000123/ });
    await user.selectOptions(screen.getByLabelText('Contrato'), contract.id);
    const rfc = screen.getByLabelText('RFC');
    await waitFor(() => expect(rfc).toHaveValue('LOMM850101AB1'));

    expect(rfc).toHaveAttribute('readonly');
    expect(rfc).toHaveAccessibleDescription(expect.stringContaining('a nombre del titular del crédito'));
    await user.type(rfc, 'X');
    expect(rfc).toHaveValue('LOMM850101AB1');
  });
});
