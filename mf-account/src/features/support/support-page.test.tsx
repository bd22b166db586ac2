import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '../../testing/api-stub';
import { renderCustomerScreen, signInForEachTest } from '../../testing/customer-screen';
import { SupportPage } from './support-page';

const renderPage = () => renderCustomerScreen(<SupportPage />, { path: '/my-account/support' });

describe('SupportPage', () => {
  signInForEachTest();

  beforeEach(() => {
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [] }).persist();
  });

  it('gives the folio, focused, and a way on: another message in an empty form, or the account', async () => {
    const user = userEvent.setup();
    const sent = apiStub().post('/api/customers/contact', { subject: 'Duda', message: 'Mi pago no aparece.' }).reply(201, { folio: 'SOL-2026-000011' });
    renderPage();
    await user.type(screen.getByLabelText('Asunto'), 'Duda');
    await user.type(screen.getByLabelText('Mensaje'), 'Mi pago no aparece.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Tu folio es SOL-2026-000011');
    expect(notice).toHaveFocus();
    expect(sent.isDone()).toBe(true);
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/my-account/home');

    await user.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto con soporte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Asunto')).toHaveValue('');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
  });
});
