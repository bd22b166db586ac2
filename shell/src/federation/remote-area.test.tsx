import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { loadRemoteRoutes, resetRemote } from './remote-registry';
import { RemoteArea } from './remote-area';
import { renderApp } from '@fvc/shared/testing/render-app';

jest.mock('./remote-registry', () => ({
  loadRemoteRoutes: jest.fn(),
  resetRemote: jest.fn(),
}));

const loadMock = jest.mocked(loadRemoteRoutes);

const renderArea = () =>
  renderApp(
    <MemoryRouter initialEntries={['/distribuidores']}>
      <RemoteArea remote="dealers" />
    </MemoryRouter>,
  );

describe('RemoteArea', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders the remote once it loads', async () => {
    loadMock.mockResolvedValue({ default: () => <h1>Encuentra tu distribuidor</h1> });
    renderArea();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(await screen.findByRole('heading', { name: 'Encuentra tu distribuidor' })).toBeInTheDocument();
  });

  it('contains a remote that is down and recovers with "Reintentar"', async () => {
    loadMock
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValue({ default: () => <h1>Encuentra tu distribuidor</h1> });
    renderArea();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el localizador de distribuidores');
    // The remote would have drawn the page's heading: the fallback's takes its place.
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos cargar el localizador de distribuidores' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(resetRemote).toHaveBeenCalledWith('dealers');
    expect(await screen.findByRole('heading', { name: 'Encuentra tu distribuidor' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    loadMock.mockResolvedValue({
      default: () => {
        throw new Error('render failure');
      },
    });
    renderArea();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta sección no está disponible en este momento',
    );
  });
});
