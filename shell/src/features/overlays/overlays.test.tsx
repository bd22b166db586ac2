import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { COOKIE_NOTICE_DELAY_MS, CookieNotice } from './cookie-notice';
import { SERVER_ERROR_TEXT, ServiceErrorPopup } from './service-error-popup';
import { renderApp } from '@fvc/shared/testing/render-app';

describe('cookie notice (SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderAt = (path: string) =>
    renderApp(
      <MemoryRouter initialEntries={[path]}>
        <CookieNotice />
      </MemoryRouter>,
    );

  it('appears 500 ms after entering home and closes with ACEPTAR', async () => {
    renderAt('/');
    act(() => jest.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS - 1));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toHaveTextContent('no utilizamos cookies');

    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'ACEPTAR' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('also closes with its close control, and is not shown outside home', async () => {
    renderAt('/contacto');
    act(() => jest.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('closes with the close control', async () => {
    renderAt('/');
    act(() => jest.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS));
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Cerrar aviso de cookies' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('accepted from the keyboard, gives focus to the page’s content, not to the document’s start', async () => {
    const content = document.body.appendChild(Object.assign(document.createElement('main'), { id: 'contenido', tabIndex: -1 }));
    renderAt('/');
    act(() => jest.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    screen.getByRole('button', { name: 'ACEPTAR' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(content).toHaveFocus();
    content.remove();
  });
});

describe('service-error popup (SPEC §4, §8)', () => {
  afterEach(() => act(() => appStore.setState({ error: null })));

  it('opens on error with the server-error text, and closing it reloads the page', async () => {
    const reload = jest.fn();
    renderApp(<ServiceErrorPopup reload={reload} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => appStore.getState().setError('No pudimos guardar tu solicitud.'));
    expect(screen.getByRole('alertdialog', { name: SERVER_ERROR_TEXT })).toHaveTextContent('No pudimos guardar tu solicitud.');

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar y recargar' }));
    expect(reload).toHaveBeenCalled();
  });
});
