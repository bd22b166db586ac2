import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '../../testing/api-stub';
import { SupportPage } from './support-page';

const customer = { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/my-account/support']}>
        <SupportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SupportPage', () => {
  beforeEach(() => {
    appStore.getState().signIn({ customer, jwt: { token: 'jwt', expiresAt: new Date(Date.now() + 600_000).toISOString() } });
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [] }).persist();
  });
  afterEach(() => appStore.setState({ user: null }));

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
