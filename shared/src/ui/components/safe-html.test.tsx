import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from '@fvc/shared/router';
import { SafeHtml } from './safe-html';
import { renderApp } from '@fvc/shared/testing/render-app';

const renderAt = (html: string) =>
  renderApp(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<SafeHtml html={html} />} />
        <Route path="/acceso" element={<h1>Acceso clientes</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('SafeHtml', () => {
  it('removes scripts, handlers and javascript: links', () => {
    const { container } = renderAt(
      '<p onclick="alert(1)">Hola</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a>',
    );
    expect(screen.getByText('Hola')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('opens external links in a new tab without opener', () => {
    renderAt('<a href="https://ejemplo.example">Fuera</a>');
    const link = screen.getByRole('link', { name: 'Fuera' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('navigates inside the app for site links', async () => {
    renderAt('<p>Entra en <a href="/acceso">Acceso clientes</a></p>');
    await userEvent.click(screen.getByRole('link', { name: 'Acceso clientes' }));
    expect(screen.getByRole('heading', { name: 'Acceso clientes' })).toBeInTheDocument();
  });

  it('keeps the HTML the prerender job sanitized when React takes over the page, and sanitizes what comes after', async () => {
    const sanitize = jest.spyOn(DOMPurify, 'sanitize');
    // What the prerender job writes on each page (site/prerender/page-document.ts).
    const marker = document.createElement('script');
    marker.id = 'fvc-prerendered';
    marker.type = 'application/json';
    document.head.append(marker);
    const container = document.createElement('div');
    // The prerendered page: the job's sanitized copy of the API's HTML.
    container.innerHTML = '<div><p>Aviso de privacidad</p></div>';
    document.body.append(container);
    const page = (html: string) => (
      <MemoryRouter>
        <SafeHtml html={html} />
      </MemoryRouter>
    );
    let root: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, page('<p>Aviso de privacidad</p><script>alert(1)</script>'));
    });
    expect(container.innerHTML).toBe('<div><p>Aviso de privacidad</p></div>');
    expect(sanitize).not.toHaveBeenCalled();

    await act(async () => root.render(page('<p>Aviso actualizado</p><img src="x" onerror="alert(2)">')));
    expect(container.innerHTML).toBe('<div><p>Aviso actualizado</p><img src="x"></div>');
    expect(sanitize).toHaveBeenCalledTimes(1);
    await act(async () => root.render(page('<p>Aviso de privacidad</p><script>alert(1)</script>')));
    expect(container.innerHTML).toBe('<div><p>Aviso de privacidad</p></div>');
    await act(async () => root.unmount());
    container.remove();
    marker.remove();
    sanitize.mockRestore();
  });

  it('does not take hydrated HTML as sanitized on a page no prerender job drew', async () => {
    const sanitize = jest.spyOn(DOMPurify, 'sanitize');
    const container = document.createElement('div');
    container.innerHTML = '<div><p>Hola</p><img src="x" onerror="alert(1)"></div>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter>
          <SafeHtml html={'<p>Hola</p><img src="x" onerror="alert(1)">'} />
        </MemoryRouter>,
        { onRecoverableError: () => undefined },
      );
    });
    expect(sanitize).toHaveBeenCalledWith('<p>Hola</p><img src="x" onerror="alert(1)">');
    container.remove();
    sanitize.mockRestore();
  });
});
