import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@fvc/shared/router';
import type { RemoteName } from '@fvc/shared/federation';
import { IsolatedArea } from './isolated-document';
import { PRERENDERED_PAGE_ID } from './prerendered-page';

/** The marker the prerender job writes into a public page (scripts/prerender/page-document.ts). */
function servePublicDocument() {
  const marker = document.createElement('script');
  marker.id = PRERENDERED_PAGE_ID;
  marker.type = 'application/json';
  marker.textContent = JSON.stringify({ remote: 'home', manifest: 'http://localhost:3000/mf/home/mf-manifest.json' });
  document.body.append(marker);
}

function renderArea(remote: RemoteName, path: string, loadDocument = jest.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <IsolatedArea remote={remote} loadDocument={loadDocument}>
        <h1>Contenido del área</h1>
      </IsolatedArea>
    </MemoryRouter>,
  );
  return loadDocument;
}

afterEach(() => {
  document.getElementById(PRERENDERED_PAGE_ID)?.remove();
  sessionStorage.clear();
  jest.useRealTimers();
});

describe('IsolatedArea', () => {
  it('loads the customer area again as an isolated document when the page is a public one', () => {
    servePublicDocument();
    const loadDocument = renderArea('account', '/acceso?desde=inicio#entrar');
    expect(loadDocument).toHaveBeenCalledWith('/acceso?desde=inicio#entrar');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(screen.queryByRole('heading', { name: 'Contenido del área' })).not.toBeInTheDocument();
  });

  it('shows the customer area where it is: the client-rendered page is isolated already', () => {
    const loadDocument = renderArea('account', '/my-account/balances');
    expect(loadDocument).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Contenido del área' })).toBeInTheDocument();
  });

  it('leaves public areas in a public page', () => {
    servePublicDocument();
    const loadDocument = renderArea('plans', '/planes-financiamiento');
    expect(loadDocument).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Contenido del área' })).toBeInTheDocument();
  });

  it('does not reload in a loop when the new document comes back public, and tries again later', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    servePublicDocument();
    const first = renderArea('account', '/acceso');
    expect(first).toHaveBeenCalledTimes(1);

    // The same address, public again, right after: the server did not isolate it.
    document.body.innerHTML = '';
    servePublicDocument();
    const second = renderArea('account', '/acceso');
    expect(second).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Contenido del área' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(60_000));
    document.body.innerHTML = '';
    servePublicDocument();
    expect(renderArea('account', '/acceso')).toHaveBeenCalledTimes(1);
  });
});
