import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from '@fvc/shared/router';
import { usePageStartOnNavigation } from './use-page-start';
import { renderApp } from '@fvc/shared/testing/render-app';

function Page({ title, to }: { title: string; to: string }) {
  return (
    <>
      <h1>{title}</h1>
      <Link to={to}>Siguiente</Link>
    </>
  );
}

function Site() {
  usePageStartOnNavigation();
  return (
    <>
      <main id="contenido" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<Page title="Inicio" to="/distribuidores" />} />
          <Route path="/distribuidores" element={<Page title="Distribuidores" to="/contacto#formulario" />} />
          <Route path="/contacto" element={<Page title="Contacto" to="/" />} />
        </Routes>
      </main>
      <footer>
        <Link to="/contacto">Contacto (pie)</Link>
      </footer>
    </>
  );
}

describe('usePageStartOnNavigation', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('opens a linked page at its top, with focus on its content', async () => {
    renderApp(
      <BrowserRouter>
        <Site />
      </BrowserRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Distribuidores' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(screen.getByRole('main')).toHaveFocus();

    // From the footer too: focus leaves the link for the new page's content.
    scrollTo.mockReset();
    await userEvent.click(screen.getByRole('link', { name: 'Contacto (pie)' }));
    expect(await screen.findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves a section link and back and forward to the browser', async () => {
    renderApp(
      <BrowserRouter>
        <Site />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Siguiente' }));
    await screen.findByRole('heading', { name: 'Distribuidores' });
    scrollTo.mockReset();

    await userEvent.click(screen.getByRole('link', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Distribuidores' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
