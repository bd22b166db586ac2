import { screen } from '@testing-library/react';
import { PRERENDERED_PAGE_ID } from '@fvc/shared/api';
import type { RemoteName } from '@fvc/shared/federation';
import { MemoryRouter } from '@fvc/shared/router';
import { forgetArrival, IsolatedArea } from './isolated-document';
import { renderApp } from '@fvc/shared/testing/render-app';

/** The marker the prerender job writes into a public page (scripts/prerender/page-document.ts). */
function servePublicDocument() {
  const marker = document.createElement('script');
  marker.id = PRERENDERED_PAGE_ID;
  marker.type = 'application/json';
  marker.textContent = JSON.stringify({ remote: 'home', manifest: 'http://localhost:3000/mf/home/mf-manifest.json' });
  document.head.append(marker);
}

function area(remote: RemoteName, path: string, reload: () => void) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <IsolatedArea remote={remote} reload={reload}>
        <h1>Contenido del área</h1>
      </IsolatedArea>
    </MemoryRouter>
  );
}

beforeEach(() => {
  forgetArrival();
  window.history.replaceState(null, '');
});

afterEach(() => document.getElementById(PRERENDERED_PAGE_ID)?.remove());

describe('IsolatedArea', () => {
  it('loads the customer area again as an isolated document when the page is a public one, once', () => {
    servePublicDocument();
    const reload = jest.fn();
    const { rerender } = renderApp(area('account', '/acceso', reload));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');

    // The layout draws again before the new document arrives: still not the area, no second reload.
    rerender(area('account', '/acceso', reload));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Contenido del área' })).not.toBeInTheDocument();
  });

  it('shows the customer area where it is: the client-rendered page is isolated already', () => {
    const reload = jest.fn();
    renderApp(area('account', '/my-account/balances', reload));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Contenido del área' })).toBeInTheDocument();
  });

  it('leaves public areas in a public page', () => {
    servePublicDocument();
    const reload = jest.fn();
    renderApp(area('plans', '/planes-financiamiento', reload));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Contenido del área' })).toBeInTheDocument();
  });

  it('never shows the area in a page that came back public from the reload, nor reloads again', () => {
    // What the reload leaves on the history entry, beside the router's own state.
    window.history.replaceState({ usr: { from: '/my-account/home' }, fvcIsolationReload: true }, '');
    servePublicDocument();
    const reload = jest.fn();
    renderApp(area('account', '/acceso', reload));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos abrir el área de clientes');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contenido del área' })).not.toBeInTheDocument();
  });
});
