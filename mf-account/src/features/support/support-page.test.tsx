import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { SupportPage } from './support-page';

const renderPage = () => renderApp(<SupportPage />, { route: '/my-account/support' });

describe('SupportPage', () => {
  signInForEachTest();
  afterEach(() => sessionStorage.clear());

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
    expect(screen.getByRole('link', { name: 'Ver mis solicitudes' })).toHaveAttribute('href', '/my-account/requests');

    await user.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto con soporte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Asunto')).toHaveValue('');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
  });

  it('gives back what was typed when the customer comes back after signing in again, and forgets it once sent', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.type(screen.getByLabelText('Asunto'), 'Factura de marzo');
    await user.type(screen.getByLabelText('Mensaje'), 'No la encuentro en el portal.');
    // The session ended: the page is left for /acceso, and opened again once signed in.
    first.unmount();

    renderPage();
    expect(screen.getByLabelText('Asunto')).toHaveValue('Factura de marzo');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('No la encuentro en el portal.');

    apiStub().post('/api/customers/contact').reply(201, { folio: 'SOL-2026-000012' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SOL-2026-000012');
    expect(Object.keys(sessionStorage).filter((key) => key.includes('soporte') && JSON.parse(sessionStorage.getItem(key)!).message)).toEqual([]);
  });

  it('never gives one customer’s draft to another who signs in in the same tab', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.type(screen.getByLabelText('Asunto'), 'Asunto privado');
    first.unmount();

    act(() => appStore.getState().signIn({ customer: { id: 'c-otro', name: 'Jorge Ramírez', email: 'flotilla@demo.mx' }, jwt: { token: 'jwt-2', expiresAt: new Date(Date.now() + 600_000).toISOString() } }));
    renderPage();
    expect(screen.getByLabelText('Asunto')).toHaveValue('');
  });
});
