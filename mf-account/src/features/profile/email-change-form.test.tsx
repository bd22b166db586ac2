import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { EmailChangeForm } from './email-change-form';

describe('EmailChangeForm (issue #69)', () => {
  signInForEachTest();

  it('asks for the password when it was not confirmed lately, then for the code sent to the new address', async () => {
    const user = userEvent.setup();
    apiStub()
      .post('/api/customers/email-change', { email: 'nuevo@empresa.example' })
      .reply(403, { code: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirma tu contraseña para continuar.' });
    renderApp(<EmailChangeForm currentEmail="cliente@demo.mx" />);
    expect(screen.getByText('cliente@demo.mx')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo nuevo'), 'nuevo@empresa.example{Enter}');
    const password = await screen.findByLabelText('Contraseña');
    expect(password).toHaveFocus();
    expect(screen.getByText(/para cambiar tu correo escribe tu contraseña/)).toBeInTheDocument();

    apiStub().post('/api/auth/step-up', { password: 'Demo.2026!' }).reply(204);
    apiStub().post('/api/customers/email-change', { email: 'nuevo@empresa.example' }).reply(202, { pendingEmail: 'nuevo@empresa.example', expiresAt: '2026-12-06T12:05:00.000Z' });
    await user.type(password, 'Demo.2026!{Enter}');
    const code = await screen.findByLabelText('Código');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByText(/Enviamos un código a/)).toHaveTextContent('nuevo@empresa.example');

    // A wrong code says how many tries are left, and the address has not changed.
    apiStub().post('/api/customers/email-change/confirm', { code: '111111' }).reply(400, { code: 'WRONG_CODE', message: 'El código no es correcto. Te quedan 4 intentos.', fields: { code: 'El código no es correcto.' } });
    await user.type(code, '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Te quedan 4 intentos');
    expect(code).toHaveAccessibleDescription('El código no es correcto. Te quedan 4 intentos.');

    apiStub().post('/api/customers/email-change/confirm', { code: '246810' }).reply(200, { email: 'nuevo@empresa.example' });
    apiStub().get('/api/customers/me').reply(200, { id: 'x', name: 'Mariana', email: 'nuevo@empresa.example', rfc: 'LOMM850101AB1', phone: null, address: null, contracts: [] });
    await user.clear(code);
    await user.type(code, '246810{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Listo: tu correo ahora es nuevo@empresa.example. Avisamos al anterior.');
  });

  it('says what is wrong with the address typed before asking the API', async () => {
    const user = userEvent.setup();
    renderApp(<EmailChangeForm currentEmail="cliente@demo.mx" />);
    await user.type(screen.getByLabelText('Correo nuevo'), 'nuevo@empresa{Enter}');
    expect(screen.getByLabelText('Correo nuevo')).toHaveAccessibleDescription('Escribe un correo válido, por ejemplo nombre@empresa.com.');
    expect(screen.getByLabelText('Correo nuevo')).toHaveFocus();
  });
});
