import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { getActiveAlert } from '@fvc/shared/api';
import { appStore } from '@fvc/shared/session';
import { startAlertCheck } from './alert-check';
import { ALERT_CLOSE_MS, AlertPopup } from './alert-popup';
import { COOKIE_NOTICE_DELAY_MS, CookieNotice } from './cookie-notice';
import { SERVER_ERROR_TEXT, ServiceErrorPopup } from './service-error-popup';

jest.mock('@fvc/shared/api', () => ({ getActiveAlert: jest.fn() }));

const alertMock = jest.mocked(getActiveAlert);

const ALERT = {
  title: 'Horario especial',
  description: '<p>Atendemos hasta las 14:00 h.</p><img src=x onerror="alert(1)">',
  imgBack: null,
  url: 'https://avisos.example',
  textbutton: 'VER MÁS',
};

describe('cookie notice (SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderAt = (path: string) =>
    render(
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

describe('alert popup (SPEC §4)', () => {
  it('shows the active alert with sanitized HTML, and closing hides it after 350 ms and stores the session flag', async () => {
    alertMock.mockResolvedValue(ALERT);
    render(<AlertPopup />);

    const dialog = await screen.findByRole('dialog', { name: 'Horario especial' });
    expect(dialog).toHaveTextContent('Atendemos hasta las 14:00 h.');
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'VER MÁS' })).toHaveAttribute('target', '_blank');

    jest.useFakeTimers();
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(sessionStorage.getItem('hide')).toBe('hide');
    act(() => jest.advanceTimersByTime(ALERT_CLOSE_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it("uses the browser's own sanitizer where there is one, and then does not fetch DOMPurify", async () => {
    // Records when DOMPurify's module is evaluated from now on: the moment it would be fetched.
    jest.resetModules();
    const domPurifyLoaded = jest.fn();
    jest.doMock('dompurify', () => {
      domPurifyLoaded();
      return jest.requireActual('dompurify');
    });
    const setHTML = jest.fn(function (this: Element, html: string) {
      this.textContent = `saneado por el navegador (${html.length})`;
    });
    Object.defineProperty(Element.prototype, 'setHTML', { value: setHTML, configurable: true });
    try {
      alertMock.mockResolvedValue(ALERT);
      render(<AlertPopup />);
      const dialog = await screen.findByRole('dialog', { name: 'Horario especial' });
      expect(setHTML).toHaveBeenCalledWith(ALERT.description);
      expect(dialog).toHaveTextContent(`saneado por el navegador (${ALERT.description.length})`);
      expect(domPurifyLoaded).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as { setHTML?: unknown }).setHTML;
      sessionStorage.clear();
    }
  });

  it('shows the answer of the check the bootstrap started before the first render, without asking again', async () => {
    sessionStorage.clear();
    alertMock.mockResolvedValue(ALERT);
    startAlertCheck();
    expect(alertMock).toHaveBeenCalledTimes(1);
    render(<AlertPopup />);
    expect(await screen.findByRole('dialog', { name: 'Horario especial' })).toBeInTheDocument();
    expect(alertMock).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it('is not requested again once hidden in this session, by the bootstrap or the popup', () => {
    sessionStorage.setItem('hide', 'hide');
    startAlertCheck();
    render(<AlertPopup />);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('shows nothing when there is no active alert', async () => {
    alertMock.mockResolvedValue(null);
    render(<AlertPopup />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('service-error popup (SPEC §4, §8)', () => {
  afterEach(() => act(() => appStore.setState({ error: null })));

  it('opens on error with the server-error text, and closing it reloads the page', async () => {
    const reload = jest.fn();
    render(<ServiceErrorPopup reload={reload} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => appStore.getState().setError('No pudimos guardar tu solicitud.'));
    expect(screen.getByRole('alertdialog', { name: SERVER_ERROR_TEXT })).toHaveTextContent('No pudimos guardar tu solicitud.');

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar y recargar' }));
    expect(reload).toHaveBeenCalled();
  });
});
