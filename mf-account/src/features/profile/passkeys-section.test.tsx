import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { PasskeysSection } from './passkeys-section';

const laptop = { id: '44444444-4444-4444-8444-444444444444', name: 'Llave de Mac', createdAt: '2026-11-01T16:00:00.000Z', lastUsedAt: null };
const phone = { id: '55555555-5555-4555-8555-555555555555', name: 'Llave de iPhone', createdAt: '2026-11-02T16:00:00.000Z', lastUsedAt: null };

const renderSection = () => renderApp(<PasskeysSection />);

describe('PasskeysSection', () => {
  signInForEachTest();

  afterEach(() => jest.restoreAllMocks());

  it('focuses the name field to rename a key, and gives focus back to "Renombrar" on cancelling or saving', async () => {
    const user = userEvent.setup();
    apiStub().get('/api/auth/passkeys').reply(200, { passkeys: [laptop, phone] });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Renombrar Llave de iPhone' }));
    expect(screen.getByLabelText('Nombre de la llave')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Renombrar Llave de iPhone' })).toHaveFocus();

    apiStub().patch(`/api/auth/passkeys/${phone.id}`, { name: 'iPhone de trabajo' }).reply(200, { ...phone, name: 'iPhone de trabajo' });
    apiStub().get('/api/auth/passkeys').reply(200, { passkeys: [laptop, { ...phone, name: 'iPhone de trabajo' }] });
    await user.keyboard('{Enter}');
    await user.clear(screen.getByLabelText('Nombre de la llave'));
    await user.type(screen.getByLabelText('Nombre de la llave'), 'iPhone de trabajo{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Renombrar iPhone de trabajo' })).toHaveFocus());
  });

  it('says a key was removed and puts focus on the section, not on the page', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    apiStub().get('/api/auth/passkeys').reply(200, { passkeys: [laptop, phone] });
    apiStub().delete(`/api/auth/passkeys/${laptop.id}`).reply(204);
    apiStub().get('/api/auth/passkeys').reply(200, { passkeys: [phone] });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Quitar Llave de Mac' }));

    await screen.findByText('Quitamos la llave “Llave de Mac”. Ya no podrás entrar con ella.');
    expect(screen.getByRole('status')).toHaveTextContent('Quitamos la llave “Llave de Mac”. Ya no podrás entrar con ella.');
    expect(screen.getByRole('heading', { name: 'Llaves de acceso' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Quitar Llave de Mac' })).not.toBeInTheDocument();
  });

  it('asks for the password when the API wants it confirmed, then removes the key without asking to choose again', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    apiStub().get('/api/auth/passkeys').reply(200, { passkeys: [laptop, phone] });
    apiStub()
      .delete(`/api/auth/passkeys/${laptop.id}`)
      .reply(403, { code: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirma tu contraseña para continuar.' });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Quitar Llave de Mac' }));

    const password = await screen.findByLabelText('Contraseña');
    expect(password).toHaveFocus();
    expect(screen.getByText(/para quitar la llave “Llave de Mac” escribe tu contraseña/)).toBeInTheDocument();
    // A wrong password says so at its field, and nothing is removed.
    apiStub().post('/api/auth/step-up', { password: 'no es' }).reply(400, { code: 'VALIDATION_ERROR', message: 'La contraseña no es correcta.', fields: { password: 'La contraseña no es correcta.' } });
    await user.type(password, 'no es{Enter}');
    expect(await screen.findByText('La contraseña no es correcta.')).toBeInTheDocument();

    apiStub().post('/api/auth/step-up', { password: 'mi frase segura' }).reply(204);
    apiStub().delete(`/api/auth/passkeys/${laptop.id}`).reply(204);
    apiStub().get('/api/auth/passkeys').reply(200, { passkeys: [phone] });
    await user.clear(password);
    await user.type(password, 'mi frase segura{Enter}');
    await screen.findByText('Quitamos la llave “Llave de Mac”. Ya no podrás entrar con ella.');
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
  });
});
