import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@fvc/shared/router';
// Turns off the network: a request would fail the test.
import '@fvc/shared/testing/api-stub';
import { WelcomePage } from './welcome-page';
import { renderApp } from '@fvc/shared/testing/render-app';

function openLink(hash: string) {
  window.history.replaceState(null, '', `/welcome${hash}`);
  renderApp(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WelcomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('WelcomePage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says a link cut on its way is incomplete, without asking the API, and where to go', () => {
    // Nothing is stubbed: a request would fail the test.
    openLink('#token=abc123');
    expect(screen.getByRole('heading', { name: 'El enlace no funcionó' })).toBeInTheDocument();
    expect(screen.getByText(/El enlace está incompleto/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al registro' })).toHaveAttribute('href', '/registro');
  });

  it('without a link, says to open the one in the e-mail', () => {
    openLink('');
    expect(screen.getByRole('heading', { name: 'Confirma tu correo' })).toBeInTheDocument();
  });
});
