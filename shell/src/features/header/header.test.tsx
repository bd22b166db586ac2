import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import type { Company } from '@fvc/shared/contracts';
import { appStore } from '@fvc/shared/session';
import { forgetCustomerSessionRestore } from '../../app/customer-session';
import { Header, MENU_HOVER_OPEN_MS } from './header';
import { renderApp } from '@fvc/shared/testing/render-app';

const company = {
  name: 'Financiera Vial del Centro',
  dealerPortalUrl: 'https://distribuidores.example',
  phone: '800 555 0123',
} as Company;

beforeEach(() => Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 204, json: async () => ({}) })) }));

const renderHeader = (path = '/') =>
  renderApp(
    <MemoryRouter initialEntries={[path]}>
      <Header company={company} searchOpen={false} onToggleSearch={jest.fn()} />
    </MemoryRouter>,
  );

const signIn = () =>
  act(() =>
    appStore.getState().signIn({
      customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' },
      jwt: { token: 't', expiresAt: '2099-01-01T00:00:00Z' },
    }),
  );

describe('Header', () => {
  afterEach(() => {
    appStore.setState({ user: null, paymentAlertOpen: false });
    sessionStorage.clear();
    // Each test is a page load of its own.
    forgetCustomerSessionRestore();
  });

  it('offers customer and dealer access while signed out', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'ACCESO CLIENTES' })).toHaveAttribute('href', '/login');
    const dealers = screen.getByRole('link', { name: 'ACCESO DISTRIBUIDORES' });
    expect(dealers).toHaveAttribute('href', 'https://distribuidores.example');
    expect(dealers).toHaveAttribute('target', '_blank');
  });

  it('marks the customer page shown in the customer row, and never a section of a page', () => {
    renderHeader('/my-account/bills');
    signIn();
    const customerNav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(within(customerNav).getByRole('link', { name: 'Estados de cuenta y facturas' })).toHaveAttribute('aria-current', 'page');
    expect(within(customerNav).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    expect(within(customerNav).getByRole('link', { name: 'Seguros' })).not.toHaveAttribute('aria-current');
  });

  describe('on a customer page opened in a new tab', () => {
    const classes = document.documentElement.classList;
    afterEach(() => classes.remove('fvc-signed-in'));

    it('gives the place back once there is no session to restore', async () => {
      // Session cookies that the API no longer honours (expired on the server).
      document.cookie = 'XSRF-TOKEN=xsrf-1';
      const refresh = jest.fn(async () => ({ ok: false, status: 401, json: async () => ({}) }));
      Object.assign(globalThis, { fetch: refresh });
      renderHeader('/my-account/balances');
      expect(classes).toContain('fvc-signed-in');
      await waitFor(() => expect(classes).not.toContain('fvc-signed-in'));
      expect(refresh).toHaveBeenCalledWith(expect.stringContaining('/api/auth/refresh'), expect.anything());
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      expect(screen.getByRole('link', { name: 'ACCESO CLIENTES' })).toBeVisible();
    });

    it('keeps the customer menu its place until the session is back, then draws the menu there', () => {
      // The refresh still on its way (and left so: the store's one refresh in flight, so this is
      // the last test of the file that restores a session).
      const otherCall = globalThis.fetch;
      Object.assign(globalThis, {
        fetch: jest.fn((url: string, init?: RequestInit) => (url.endsWith('/api/auth/refresh') ? new Promise(() => undefined) : otherCall(url, init))),
      });
      renderHeader('/my-account/balances');
      expect(classes).toContain('fvc-signed-in');
      signIn();
      expect(screen.getByRole('navigation', { name: 'Mi cuenta' })).toBeInTheDocument();
      expect(classes).not.toContain('fvc-signed-in');
    });

    it('never keeps it on a public page, not even the place the head script kept for a session that idled out since', () => {
      classes.add('fvc-signed-in');
      renderHeader('/contacto');
      expect(classes).not.toContain('fvc-signed-in');
    });
  });

  it('greets the customer as soon as any part of the page signs in, and signs out', async () => {
    renderHeader();
    signIn();

    expect(screen.getByText('Hola, Mariana López')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/my-account/home');
    const customerNav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(within(customerNav).getByRole('link', { name: 'Saldos y movimientos' })).toHaveAttribute('href', '/my-account/balances');

    await userEvent.click(within(customerNav).getByRole('button', { name: 'Pagar' }));
    expect(appStore.getState().paymentAlertOpen).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(screen.getByRole('link', { name: 'ACCESO CLIENTES' })).toBeInTheDocument();
    expect(sessionStorage.getItem('user')).toContain('"user":null');
    // The session ends on the server too, not only in this tab.
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
  });

  it('folds the phone\'s "Mi cuenta" panel with Escape, from its button or its links, and gives focus back', async () => {
    const user = userEvent.setup();
    renderHeader();
    signIn();
    const toggle = screen.getByRole('button', { name: 'Mi cuenta' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    screen.getByRole('button', { name: 'Cerrar sesión' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens the menu on click, shows the plans submenu with back, and closes with Escape', async () => {
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Menú' });
    // It names what it opens only while that is drawn: a reference to nothing is an error.
    expect(burger).not.toHaveAttribute('aria-controls');
    await userEvent.click(burger);

    const menu = screen.getByRole('dialog', { name: 'Menú' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAttribute('aria-controls', menu.id);
    for (const label of ['Calcula tu financiamiento', 'Promociones', 'Nuestras marcas', 'Noticias', 'Contacto', 'Encuentra un distribuidor']) {
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'Promociones' })).toHaveAttribute('href', '/?section=promociones');

    await userEvent.click(within(menu).getByRole('button', { name: /Planes de financiamiento/ }));
    expect(within(menu).getByRole('link', { name: 'Crédito Directo' })).toHaveAttribute('href', '/planes-financiamiento/credito-directo');
    await userEvent.click(within(menu).getByRole('button', { name: /Regresar/ }));
    expect(within(menu).getByRole('link', { name: 'Noticias' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument();
    expect(burger).not.toHaveAttribute('aria-controls');
  });

  it('names the search panel as what its button controls only while the panel is open', () => {
    const header = (searchOpen: boolean) => (
      <MemoryRouter>
        <Header company={company} searchOpen={searchOpen} onToggleSearch={jest.fn()} />
      </MemoryRouter>
    );
    const { rerender } = renderApp(header(false));
    expect(screen.getByRole('button', { name: 'Buscar' })).not.toHaveAttribute('aria-controls');
    rerender(header(true));
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveAttribute('aria-controls', 'search-panel');
  });

  it('closing the submenu closes the whole menu', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    await userEvent.click(screen.getByRole('button', { name: /Planes de financiamiento/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar menú' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the menu after 1000 ms of hover on the burger, not before, and not if the pointer leaves', () => {
    jest.useFakeTimers();
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Menú' });

    fireEvent.mouseEnter(burger);
    act(() => jest.advanceTimersByTime(MENU_HOVER_OPEN_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.mouseLeave(burger);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.mouseEnter(burger);
    act(() => jest.advanceTimersByTime(MENU_HOVER_OPEN_MS));
    expect(screen.getByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('folds the last customer pages behind "Más" (a phone shows only it), marked when one of them is shown', async () => {
    const user = userEvent.setup();
    signIn(); // before the page opens: a session already here, none to restore
    renderHeader('/my-account/bills');
    const customerNav = screen.getByRole('navigation', { name: 'Mi cuenta' });
    const more = within(customerNav).getByRole('button', { name: 'Más (estás en Estados de cuenta y facturas)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual(['Estados de cuenta y facturas', 'Seguros', 'Mis solicitudes']);
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(within(panel).getByRole('link', { name: 'Seguros' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(customerNav).getByRole('button', { name: 'Más' })).toBeInTheDocument();
  });
});
