import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@fvc/shared/router';
import { SafeHtml } from './safe-html';

const renderAt = (html: string) =>
  render(
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
});
