import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { useStaffSession } from '../../app/staff-session';
import { ADMIN, AGENT, renderBackoffice, sessionOf } from '../../testing/backoffice-screen';

const REFRESH = '/api/backoffice/auth/refresh';
const challenge = { challengeId: '5f0c6d2e-1111-4222-8333-444455556666', sentTo: 'a•••e@demo.mx', codeExpiresAt: '2099-01-01T00:05:00Z' };
// A browser with no back-office cookie: the API answers 204 (opening the back-office signed out is no error).
const noSession = () => apiStub().post(REFRESH).reply(204);

async function typePassword(email = 'agente@demo.mx', password = 'Staff.2026!') {
  await userEvent.type(await screen.findByLabelText('Correo'), email);
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('the staff sign-in', () => {
  it('asks the refresh cookie first; without a session: password, then the e-mailed code, then the home', async () => {
    const refresh = noSession();
    apiStub().post('/api/backoffice/auth/sign-in', { email: 'agente@demo.mx', password: 'Staff.2026!' }).reply(200, challenge);
    apiStub().post('/api/backoffice/auth/code', { challengeId: challenge.challengeId, code: '123456' }).reply(200, sessionOf(AGENT, 'staff-jwt-1'));
    renderBackoffice('/backoffice');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeInTheDocument();
    expect(refresh.isDone()).toBe(true);
    await typePassword();

    expect(await screen.findByText(/Te enviamos un código de 6 dígitos a/)).toHaveTextContent('a•••e@demo.mx');
    await userEvent.type(screen.getByLabelText('Código'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument();
    expect(screen.getByText(/Hola, Ana Torres/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    // The token is this remote's, in memory: the customer's store and web storage never see it.
    expect(useStaffSession.getState().token).toBe('staff-jwt-1');
    expect(appStore.getState().user).toBeNull();
    expect([...Object.values(sessionStorage), ...Object.values(localStorage)].join(' ')).not.toContain('staff-jwt-1');
  });

  it('keeps the session over a reload: the refresh cookie answers and the page is drawn without signing in', async () => {
    apiStub().post(REFRESH).reply(200, sessionOf(ADMIN, 'staff-jwt-9'));
    renderBackoffice('/backoffice');

    expect(await screen.findByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Correo')).not.toBeInTheDocument();
    expect(useStaffSession.getState().token).toBe('staff-jwt-9');
  });

  it('keeps what was typed and shows the API’s message when the password is wrong', async () => {
    noSession();
    apiStub().post('/api/backoffice/auth/sign-in').reply(401, { code: 'INVALID_CREDENTIALS', message: 'Correo o contraseña incorrectos.' });
    renderBackoffice('/backoffice');
    await typePassword('agente@demo.mx', 'equivocada');

    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
    expect(screen.getByLabelText('Correo')).toHaveValue('agente@demo.mx');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('equivocada');
    expect(useStaffSession.getState().staff).toBeNull();
  });

  it('says how long to wait after too many attempts', async () => {
    noSession();
    apiStub().post('/api/backoffice/auth/sign-in').reply(429, { code: 'TOO_MANY_ATTEMPTS', message: 'Demasiados intentos. Espera 12 minutos e intenta de nuevo.' });
    renderBackoffice('/backoffice');
    await typePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Espera 12 minutos');
  });

  it('puts a wrong code’s message on the code field and keeps the code', async () => {
    noSession();
    apiStub().post('/api/backoffice/auth/sign-in').reply(200, challenge);
    const wrong = 'El código no es correcto. Te quedan 4 intentos.';
    apiStub().post('/api/backoffice/auth/code').reply(400, { code: 'WRONG_CODE', message: wrong, fields: { code: wrong } });
    renderBackoffice('/backoffice');
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Código'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));

    expect(await screen.findByText(wrong, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Código')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Código')).toHaveValue('000000');
  });

  it('refuses a code that is not six digits without sending it', async () => {
    noSession();
    apiStub().post('/api/backoffice/auth/sign-in').reply(200, challenge);
    renderBackoffice('/backoffice');
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Código'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(await screen.findByText('Escribe los 6 dígitos del código que te enviamos.', { selector: '.form-field__error' })).toBeInTheDocument();
  });

  it('opens the address asked for once signed in', async () => {
    noSession();
    apiStub().post('/api/backoffice/auth/sign-in').reply(200, challenge);
    apiStub().post('/api/backoffice/auth/code').reply(200, sessionOf(ADMIN));
    apiStub().get('/api/backoffice/audit').reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/auditoria');
    await typePassword('admin@demo.mx');
    await userEvent.type(await screen.findByLabelText('Código'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoría' })).toBeInTheDocument();
  });

  it('signs out on the server and here, back to the sign-in page', async () => {
    const signOut = apiStub().post('/api/backoffice/auth/sign-out').matchHeader('authorization', 'Bearer staff-jwt-1').reply(204);
    renderBackoffice('/backoffice', { signedInAs: AGENT });
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeInTheDocument();
    expect(useStaffSession.getState()).toMatchObject({ staff: null, token: null });
    await waitFor(() => expect(signOut.isDone()).toBe(true));
  });
});

describe('the navigation', () => {
  const nav = () => screen.getByRole('navigation', { name: 'Back-office' });

  it('shows an agent the requests, not the audit', async () => {
    renderBackoffice('/backoffice', { signedInAs: AGENT });
    await screen.findByRole('heading', { level: 1, name: 'Back-office' });
    expect(within(nav()).getByRole('link', { name: 'Solicitudes' })).toHaveAttribute('href', '/backoffice/solicitudes');
    expect(within(nav()).queryByRole('link', { name: 'Auditoría' })).not.toBeInTheDocument();
    expect(screen.getByText('Ana Torres', { selector: '.bo-bar__who p' })).toBeInTheDocument();
  });

  it('shows an admin the requests and the audit', async () => {
    renderBackoffice('/backoffice', { signedInAs: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Back-office' });
    expect(within(nav()).getByRole('link', { name: 'Solicitudes' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Auditoría' })).toHaveAttribute('href', '/backoffice/auditoria');
  });

  it('shows an editor and a publisher the content, not the requests', async () => {
    for (const roles of [['editor'], ['publisher']] as const) {
      const { unmount } = renderBackoffice('/backoffice', { signedInAs: { ...AGENT, roles: [...roles] } });
      await screen.findByRole('heading', { level: 1, name: 'Back-office' });
      expect(within(nav()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inicio', 'Contenido']);
      expect(within(nav()).getByRole('link', { name: 'Contenido' })).toHaveAttribute('href', '/backoffice/contenido');
      unmount();
    }
  });

  it('shows an admin every section', async () => {
    renderBackoffice('/backoffice', { signedInAs: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Back-office' });
    expect(within(nav()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inicio', 'Solicitudes', 'Solicitudes de crédito', 'Facturas', 'Prospectos', 'Pagos', 'Contenido', 'Auditoría']);
  });

  it('tells an agent who opens the content that they may not', async () => {
    renderBackoffice('/backoffice/contenido', { signedInAs: AGENT });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta sección.');
  });

  it('tells an agent who opens the audit that they may not, without asking the API', async () => {
    renderBackoffice('/backoffice/auditoria', { signedInAs: AGENT });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta sección.');
    expect(screen.getByRole('heading', { level: 1, name: 'No tienes permiso' })).toBeInTheDocument();
  });
});
