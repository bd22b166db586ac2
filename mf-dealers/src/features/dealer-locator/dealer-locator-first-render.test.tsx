import { hydrateRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from '@fvc/shared/router';
import { dealerSearchQuery, dealerStatesQuery } from '@fvc/shared/api';
import type { DealerPage, StateWithCities } from '@fvc/shared/contracts';
import { dealer } from './dealer-fixture';
import { DealerLocatorPage } from './dealer-locator-page';
import { firstRenderHtml, inTheApp, type AppWorld } from '@fvc/shared/testing/render-app';

// The prerendered page (issue #15): its first render draws the answers the page carries, the same
// on the server and in the browser's hydration, and asks the API for none of them again. The
// network is stubbed where the real API client meets it: any request would show up in `fetch`.
const fetchMock = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) }));
beforeEach(() => Object.assign(globalThis, { fetch: fetchMock }));
jest.mock('./dealer-map', () => ({ DealerMap: () => <div data-testid="map" /> }));

const STATES: StateWithCities[] = [{ id: 19, code: 'NL', name: 'Nuevo León', cities: [{ id: 50, stateId: 19, name: 'Monterrey', latitude: 25.69, longitude: -100.32 }] }];
const FIRST_PAGE: DealerPage = { items: [dealer(1)], total: 1, page: 1, pageSize: 20 };

const page = () => (
  <MemoryRouter>
    <DealerLocatorPage />
  </MemoryRouter>
);

/** What the prerendered page carries: the states and the unfiltered list's first page. */
const CARRIED: AppWorld = {
  carried: [
    [dealerStatesQuery.queryKey, STATES],
    [dealerSearchQuery({ page_size: 20 }).queryKey, { pages: [FIRST_PAGE], pageParams: [1] }],
  ],
};

describe('DealerLocatorPage, prerendered', () => {
  it('draws the filters and the first page in its first render, with the map’s place and no map', () => {
    const firstRender = firstRenderHtml(page(), CARRIED);
    expect(firstRender).toContain('Centro Camionero 1');
    expect(firstRender).toContain('Nuevo León');
    expect(firstRender).toContain('1 distribuidor');
    expect(firstRender).toContain('id="dealer-map"');
    expect(firstRender).not.toContain('data-testid="map"');
    expect(firstRender).not.toContain('Buscando distribuidores');
  });

  it('hydrates the page it was drawn as, without a mismatch and without searching again', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = firstRenderHtml(page(), CARRIED);
    const arrivedList = container.querySelector('.dealer-list');
    const mismatch = jest.fn();
    await act(async () => {
      hydrateRoot(container, inTheApp(page(), CARRIED).tree, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    // Kept, not drawn again.
    expect(container.querySelector('.dealer-list')).toBe(arrivedList);
    expect(screen.getByRole('article', { name: /Centro Camionero 1$/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
