import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from '@fvc/shared/router';
import { appStore, usePageTitle } from '@fvc/shared/session';
import { matchRoute } from './match-route';
import { useRouteMeta } from './use-route-meta';
import { renderApp } from '@fvc/shared/testing/render-app';

/** The shell's part: the title of the route the visitor is on, from the layout around the page. */
function Chrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useRouteMeta(matchRoute(pathname)?.meta, 'Financiera de Prueba', pathname);
  return children;
}

/** A remote's page that names itself once its content has arrived, like a news item. */
function Item({ headline, summary }: { headline: string | undefined; summary?: string }) {
  usePageTitle(headline, summary);
  return <Link to="/noticias">Todas las noticias</Link>;
}

function Site({ headline, summary }: { headline: string | undefined; summary?: string }) {
  return (
    <MemoryRouter initialEntries={['/noticias/1']}>
      <Chrome>
        <Routes>
          <Route path="/noticias/:id" element={<Item headline={headline} summary={summary} />} />
          <Route path="/noticias" element={<Link to="/noticias/1">La noticia</Link>} />
        </Routes>
      </Chrome>
    </MemoryRouter>
  );
}

afterEach(() => act(() => appStore.getState().setPageTitle(null)));

describe('page titles', () => {
  it('title a page by its section while its content loads, then by its content', () => {
    const { rerender } = renderApp(<Site headline={undefined} />);
    expect(document.title).toBe('Noticias | Financiera de Prueba');

    rerender(<Site headline="Nueva sucursal en Monterrey" />);
    expect(document.title).toBe('Nueva sucursal en Monterrey | Financiera de Prueba');
  });

  it('title a page named by its content from the first render without showing its section’s title in between (a hydrated news item)', () => {
    const titles = jest.spyOn(Document.prototype, 'title', 'set');
    try {
      renderApp(<Site headline="Nueva sucursal en Monterrey" />);
      expect(document.title).toBe('Nueva sucursal en Monterrey | Financiera de Prueba');
      expect(titles.mock.calls.map(([title]) => title)).not.toContain('Noticias | Financiera de Prueba');
    } finally {
      titles.mockRestore();
    }
  });

  it('describe a page by its content when it gives a description, and the next page by its route', async () => {
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    renderApp(<Site headline="Nueva sucursal en Monterrey" summary="Abrimos en San Pedro Garza García." />);
    expect(description()).toBe('Abrimos en San Pedro Garza García.');
    await userEvent.click(screen.getByRole('link', { name: 'Todas las noticias' }));
    // The list's own: the route's description, or the company name where the route has none.
    expect(description()).toBe(matchRoute('/noticias')?.meta?.description ?? 'Financiera de Prueba');
  });

  it('give the next page its own title once the named page is left, and name it again when it is back', async () => {
    renderApp(<Site headline="Nueva sucursal en Monterrey" />);
    await userEvent.click(screen.getByRole('link', { name: 'Todas las noticias' }));
    expect(document.title).toBe('Noticias | Financiera de Prueba');
    expect(appStore.getState().pageTitle).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'La noticia' }));
    expect(document.title).toBe('Nueva sucursal en Monterrey | Financiera de Prueba');
  });

  it('keep the back-office out of search engines (noindex) while it is open, and only there', async () => {
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
    renderApp(
      <MemoryRouter initialEntries={['/backoffice/solicitudes']}>
        <Chrome>
          <Routes>
            <Route path="/backoffice/*" element={<Link to="/contacto">Contacto</Link>} />
            <Route path="/contacto" element={null} />
          </Routes>
        </Chrome>
      </MemoryRouter>,
    );
    expect(robots()).toMatch(/^noindex/);
    await userEvent.click(screen.getByRole('link', { name: 'Contacto' }));
    expect(robots()).toBeUndefined();
  });

  it('never title another path by a name given on a page that is gone', () => {
    act(() => appStore.getState().setPageTitle({ path: '/noticias/1', title: 'Una noticia anterior' }));
    renderApp(
      <MemoryRouter initialEntries={['/contacto']}>
        <Chrome>{null}</Chrome>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Contacto | Financiera de Prueba');
  });
});
