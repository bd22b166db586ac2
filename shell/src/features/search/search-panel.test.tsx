import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import type { SiteSearch } from '@fvc/shared/api';
import { SEARCH_DEBOUNCE_MS, SearchPanel } from './search-panel';
import { routeForSection } from './section-route';
import { renderApp } from '@fvc/shared/testing/render-app';

const outcome: SiteSearch = {
  results: {
    Crédito: [{ title: 'Crédito directo', summary: 'Hasta 72 meses', url: '' }],
    Noticias: [
      { title: 'Nueva sucursal', summary: '', url: '/noticias/1' },
      { title: 'Feria del transporte', summary: '', url: '/noticias/2' },
    ],
    Promociones: [],
  },
  total: 3,
};

function setup(search = jest.fn().mockResolvedValue(outcome)) {
  const onClose = jest.fn();
  renderApp(
    <MemoryRouter>
      <SearchPanel onClose={onClose} search={search} />
    </MemoryRouter>,
  );
  return { search, onClose, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('SearchPanel (SPEC §5)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('makes no call for two characters and shows no results', async () => {
    const { search, user } = setup();
    await user.type(screen.getByLabelText('Buscar en el sitio'), 'cr');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Escribe al menos 3 caracteres.')).toBeInTheDocument();
  });

  it('searches from three characters and groups results by section with the total', async () => {
    const { search, user } = setup();
    await user.type(screen.getByLabelText('Buscar en el sitio'), 'cré');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

    expect(search).toHaveBeenCalledWith('cré');
    expect(await screen.findByText('3 resultados')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Noticias' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Promociones' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva sucursal' })).toHaveAttribute('href', '/noticias/1');
    // A plan section without its own address opens the plan's page (docs/product.md §7 mapping).
    expect(screen.getByRole('link', { name: 'Crédito directo' })).toHaveAttribute('href', '/planes-financiamiento/credito-directo');
  });

  it('closes on Escape and from its close button', async () => {
    const { onClose, user } = setup();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cerrar búsqueda' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('routeForSection (SPEC §7)', () => {
  it.each([
    ['Crédito', '/planes-financiamiento/credito-directo'],
    ['Arrendamiento Puro', '/planes-financiamiento/arrendamiento-puro'],
    ['Flexibility', '/planes-financiamiento/flexibility'],
    ['Seguros', '/planes-financiamiento/insurance'],
    ['Arrendamiento Financiero', '/planes-financiamiento'],
  ])('%s -> %s', (section, route) => {
    expect(routeForSection(section)).toBe(route);
  });
});
