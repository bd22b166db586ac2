import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { contractCard } from '../../testing/contract-card';
import { debitMandate } from '../../testing/debit-mandate';
import { DirectDebitPage } from './direct-debit-page';

const contract = contractCard();
const pending = debitMandate({ status: 'pending', acceptedAt: null });
const active = debitMandate();

const renderPage = (path = '/my-account/direct-debit') => renderApp(<DirectDebitPage />, { route: path });

describe('DirectDebitPage', () => {
  signInForEachTest();

  beforeEach(() => {
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] }).persist();
    apiStub().get('/api/company').reply(200, { name: 'Financiera Vial', legalName: 'Financiera Vial del Centro, S.A. de C.V.' }).persist();
  });

  it('checks the CLABE as the bank would before sending it, and names its bank', async () => {
    apiStub().get('/api/customers/direct-debit/mandates').reply(200, { mandates: [] });
    const user = userEvent.setup();
    renderPage(`/my-account/direct-debit?contrato=${contract.id}`);
    const clabe = await screen.findByLabelText('CLABE de tu cuenta (18 dígitos)');
    await user.type(clabe, '012180001234567816');
    await user.type(screen.getByLabelText('Titular de la cuenta'), 'Logística Peninsular');
    await user.click(screen.getByRole('checkbox', { name: /Leí y acepto/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(clabe).toHaveAccessibleDescription(/El dígito verificador de la CLABE no coincide/);
    await user.clear(clabe);
    await user.type(clabe, '012 180 00123456781 5');
    expect(screen.getByText('Banco: BBVA México')).toBeInTheDocument();
    // The text to accept is the one the API stores and the PDF prints, with what was typed.
    expect(screen.getByRole('group', { name: 'Texto de la autorización' })).toHaveTextContent(
      /Yo, Logística Peninsular, titular de la cuenta BBVA México con CLABE terminada en 7815, autorizo a Financiera Vial del Centro, S\.A\. de C\.V\./,
    );
  });

  it('asks for the acceptance, then for the e-mailed code, and says when the debits start', async () => {
    apiStub().get('/api/customers/direct-debit/mandates').reply(200, { mandates: [] }).persist();
    apiStub()
      .post('/api/customers/direct-debit/mandates', { contractId: contract.id, clabe: '012180001234567815', holderName: 'Logística Peninsular', accept: true })
      .reply(201, { mandate: pending, codeSentTo: 'e•••a@demo.mx', codeExpiresAt: '2026-12-06T16:10:00.000Z' });
    apiStub().post(`/api/customers/direct-debit/mandates/${pending.id}/accept`, { code: '000000' }).reply(400, { code: 'WRONG_CODE', message: 'El código no es correcto. Te quedan 4 intentos.' });
    apiStub().post(`/api/customers/direct-debit/mandates/${pending.id}/accept`, { code: '482913' }).reply(200, active);
    const user = userEvent.setup();
    renderPage(`/my-account/direct-debit?contrato=${contract.id}`);
    await user.type(await screen.findByLabelText('CLABE de tu cuenta (18 dígitos)'), '012180001234567815');
    await user.type(screen.getByLabelText('Titular de la cuenta'), 'Logística Peninsular');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Para domiciliar, acepta la autorización.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Leí y acepto/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const code = await screen.findByLabelText('Código');
    expect(code).toHaveFocus();
    expect(screen.getByText(/Enviamos un código de 6 dígitos a e•••a@demo\.mx/)).toBeInTheDocument();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar domiciliación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto. Te quedan 4 intentos.');
    await user.clear(code);
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Confirmar domiciliación' }));
    expect(await screen.findByText(/Listo: los pagos del contrato FVC-2024-000910 se cargarán a tu cuenta BBVA México terminada en 7815, desde el vencimiento del 15 de diciembre de 2026/)).toBeInTheDocument();
  });

  it('shows an active mandate with its document, and cancels it only once confirmed', async () => {
    apiStub().get('/api/customers/direct-debit/mandates').reply(200, { mandates: [active] });
    apiStub().post(`/api/customers/direct-debit/mandates/${active.id}/cancel`).reply(200, { ...active, status: 'cancelled', cancelledAt: '2026-12-07T10:00:00.000Z', cancelledBy: 'customer' });
    apiStub().get('/api/customers/direct-debit/mandates').reply(200, { mandates: [{ ...active, status: 'cancelled', cancelledAt: '2026-12-07T10:00:00.000Z', cancelledBy: 'customer' }] });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: /Contrato FVC-2024-000910/ });
    expect(within(card).getByText(/Tus pagos se cargan a BBVA México •••• 7815/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Descargar autorización/ })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancelar domiciliación' }));
    expect(within(card).getByText(/Los cargos que aún no enviamos a tu banco ya no se harán/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Cancelaste la domiciliación: ya no enviaremos cargos a tu cuenta.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Domiciliaciones canceladas' })).toHaveTextContent('DOM-2026-000001');
  });
});
