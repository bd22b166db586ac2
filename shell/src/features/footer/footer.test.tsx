import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@fvc/shared/router';
import type { Company } from '@fvc/shared/contracts';
import { Footer } from './footer';
import { collapsedGroupHeight, footerLayout } from './footer-groups';
import { renderApp } from '@fvc/shared/testing/render-app';

const company: Company = {
  name: 'Financiera Vial del Centro',
  legalName: 'Financiera Vial del Centro, S.A. de C.V.',
  phone: '800 555 0123',
  email: 'atencion@financieravial.example',
  hours: { weekdays: 'Lunes a viernes de 8:00 a 20:00 h', saturday: 'Sábado de 9:00 a 14:00 h' },
  dealerPortalUrl: 'https://distribuidores.example',
  social: { facebook: 'https://facebook.example/fvc', linkedin: 'https://linkedin.example/fvc' },
  jobBoardUrl: 'https://empleos.example',
  busBrandUrl: 'https://autobuses.example',
  truckBrandUrl: 'https://camiones.example',
  yearsInMarket: 30,
  regulator: {
    une: { head: 'Titular de la UNE: Lic. Andrea Salinas Ruiz', address: 'Av. Constituyentes 1000, Querétaro', phone: '800 555 0199', email: 'une@financieravial.example', hours: 'Lunes a viernes de 9:00 a 17:00 h' },
    condusef: { phone: '55 5340 0999 y 800 999 8080', url: 'https://www.condusef.gob.mx' },
    buroUrl: 'https://www.buro.condusef.gob.mx',
    legend: 'Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R. … no requiere autorización de la Secretaría de Hacienda y Crédito Público …',
  },
};

const renderAt = (width: number) => {
  window.innerWidth = width;
  return renderApp(
    <MemoryRouter>
      <Footer company={company} />
    </MemoryRouter>,
  );
};

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the UNE, CONDUSEF and the Buró de Entidades Financieras, and the SOFOM legend, from the company record', () => {
    renderAt(390);
    const regulator = screen.getByRole('region', { name: 'Atención a usuarios y autoridades' });
    expect(within(regulator).getByRole('link', { name: '800 555 0199' })).toHaveAttribute('href', 'tel:8005550199');
    expect(within(regulator).getByRole('link', { name: 'une@financieravial.example' })).toBeInTheDocument();
    expect(within(regulator).getByText(/55 5340 0999/)).toBeInTheDocument();
    expect(within(regulator).getByRole('link', { name: /condusef\.gob\.mx/ })).toHaveAttribute('href', 'https://www.condusef.gob.mx');
    expect(within(regulator).getByRole('link', { name: /Buró de Entidades Financieras/ })).toHaveAttribute('href', 'https://www.buro.condusef.gob.mx');
    expect(within(regulator).getByRole('link', { name: 'Domicilio y más datos' })).toHaveAttribute('href', '/atencion-a-usuarios');
    expect(within(regulator).getByText(/no requiere autorización de la Secretaría de Hacienda/)).toBeInTheDocument();
  });

  it('shows the four columns, internal links, external links in a new tab, hours and copyright', () => {
    jest.useFakeTimers({ now: new Date('2027-03-01T12:00:00-06:00'), doNotFake: ['setTimeout', 'clearTimeout'] });
    renderAt(1200);
    for (const heading of ['Compañía', 'Productos y marcas', 'Ayuda', 'Atención a clientes']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Legales' })).toHaveAttribute('href', '/legales/terminosycondiciones');
    const jobs = screen.getByRole('link', { name: /Bolsa de trabajo/ });
    expect(jobs).toHaveAttribute('target', '_blank');
    expect(jobs.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Sábado de 9:00 a 14:00 h')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2027 Financiera Vial del Centro, S.A. de C.V. Todos los derechos reservados.');
  });

  it('on a phone opens one group at a time', async () => {
    renderAt(390);
    const company = screen.getByRole('button', { name: 'Compañía' });
    const help = screen.getByRole('button', { name: 'Ayuda' });
    expect(company).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contacto' })).toBeVisible();

    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses groups to 40 px below 550 px of viewport and 80 px up to 768 px, and opens four columns above (SPEC §9)', () => {
    expect([390, 549, 550, 768, 769].map(footerLayout)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop']);
    expect(collapsedGroupHeight('phone')).toBe(40);
    expect(collapsedGroupHeight('tablet')).toBe(80);
    const { unmount } = renderAt(390);
    expect(screen.getByRole('button', { name: 'Ayuda' }).closest('section')).toHaveStyle({ height: '40px' });
    unmount();
    renderAt(600);
    expect(screen.getByRole('button', { name: 'Ayuda' }).closest('section')).toHaveStyle({ height: '80px' });
  });

  // A prerendered page's footer is drawn for a 390 px phone. Drawing it again right after
  // hydration, on a phone of any other width, was a synchronous render of the whole footer in the
  // start-up's longest task (issue #15).
  describe('taking over a prerendered footer', () => {
    const hydrateAt = async (width: number) => {
      const tree = (onRender: ProfilerOnRenderCallback) => (
        <MemoryRouter>
          <Profiler id="footer" onRender={onRender}>
            <Footer company={company} />
          </Profiler>
        </MemoryRouter>
      );
      // The server's HTML is the prerender's: drawn with the footer's server value, whatever the width.
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree(() => undefined));
      document.body.append(container);
      window.innerWidth = width;
      const phases: string[] = [];
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(
          container,
          tree((_id, phase) => {
            phases.push(phase);
          }),
        );
      });
      // Unmounted, the footer stops listening and forgets the width it read.
      const remove = () => {
        act(() => root?.unmount());
        container.remove();
      };
      return { phases, container, remove };
    };

    it('draws nothing again on a phone of another width', async () => {
      const { phases, container, remove } = await hydrateAt(412);
      expect(phases).toEqual(['mount']);
      expect(within(container).getByRole('button', { name: 'Ayuda' })).toHaveAttribute('aria-expanded', 'false');
      remove();
    });

    it('opens the columns once hydrated on a wide screen', async () => {
      const { phases, container, remove } = await hydrateAt(1280);
      expect(phases).toEqual(['mount', 'update']);
      expect(within(container).getByRole('heading', { name: 'Ayuda' })).toBeInTheDocument();
      expect(within(container).queryByRole('button', { name: 'Ayuda' })).not.toBeInTheDocument();
      remove();
    });
  });

  // Reading innerWidth lays the page out first: on every render, that was a layout in the middle of
  // React's work each time the footer drew again (issue #15).
  it('reads the viewport width once, then again only when the window is resized', () => {
    const reads = jest.fn(() => 1200);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: reads });
    const footer = (name: string) => (
      <MemoryRouter>
        <Footer company={{ ...company, name }} />
      </MemoryRouter>
    );
    const { rerender } = renderApp(footer('Uno'));
    rerender(footer('Dos'));
    rerender(footer('Tres'));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Compañía' })).toBeInTheDocument();

    reads.mockReturnValue(390);
    fireEvent(window, new Event('resize'));
    expect(screen.getByRole('button', { name: 'Compañía' })).toHaveAttribute('aria-expanded', 'false');
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  });
});
