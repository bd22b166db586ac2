import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify, { type Config } from 'dompurify';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { asPrerenderedPage, hydrateWithoutMismatch } from '../../testing/prerendered-page';
import { startAlertCheck } from './alert-check';
import { ALERT_CLOSE_MS, AlertPopup } from './alert-popup';
import { ServerHtmlSanitizer } from './server-html-sanitizer';
import { firstRenderHtml, inTheApp, renderApp, type AppWorld } from '@fvc/shared/testing/render-app';
import { queryClient } from '../../app/query-client';

const ALERT = {
  title: 'Horario especial',
  description: '<p>Atendemos hasta las 14:00 h.</p><img src=x onerror="alert(1)">',
  imgBack: null,
  url: 'https://avisos.example',
  textbutton: 'VER MÁS',
};

/** The API's alert check (docs/product.md §7), counting the calls it answers. */
function alertCheck(answer: typeof ALERT | null) {
  const calls = { count: 0 };
  apiStub()
    .post('/api/alert', { internalAlert: false, pcAlert: false })
    .times(5)
    .reply(() => {
      calls.count += 1;
      return answer ? [200, answer] : [204];
    });
  return calls;
}

afterEach(() => {
  // The shell's own client: the bootstrap's check (startAlertCheck) and the popup share it.
  queryClient.clear();
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.className = '';
});

const PORTAL_ALERT = { ...ALERT, title: 'Tu portal de clientes, renovado', url: '/my-account/direct-debit', textbutton: 'Domiciliar mis pagos' };

/** The customer area's alert check (internalAlert), counting its calls. */
function customerAlertCheck(answer: typeof ALERT | null) {
  const calls = { count: 0 };
  apiStub()
    .post('/api/alert', { internalAlert: true, pcAlert: false })
    .times(5)
    .reply(() => {
      calls.count += 1;
      return answer ? [200, answer] : [204];
    });
  return calls;
}

describe("the customer area's alert (issue #69)", () => {
  it("is never asked for a prospect's first screen", async () => {
    const publicChecks = alertCheck(null);
    const customerChecks = customerAlertCheck(PORTAL_ALERT);
    renderApp(<AlertPopup />, { client: queryClient });
    const fetches = jest.spyOn(globalThis, 'fetch');
    // The public check answered; the effects that answer sets off have run (act flushes them), and
    // a request is sent as its effect runs: none went for the customer area's alert.
    await waitFor(() => expect(publicChecks.count).toBe(1));
    await act(async () => undefined);
    expect(fetches.mock.calls.filter(([, init]) => String(init?.body ?? '').includes('"internalAlert":true'))).toEqual([]);
    expect(customerChecks.count).toBe(0);
    fetches.mockRestore();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows on a browser where a customer signed in, after the public alert is closed, with a flag of its own', async () => {
    localStorage.setItem('fvc-returning-customer', '1');
    alertCheck(ALERT);
    const customerChecks = customerAlertCheck(PORTAL_ALERT);
    renderApp(<AlertPopup />, { client: queryClient });
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('dialog', { name: 'Horario especial' })).getByRole('button', { name: 'Cerrar aviso' }));
    expect(customerChecks.count).toBe(0); // one overlay at a time
    const portal = await screen.findByRole('dialog', { name: 'Tu portal de clientes, renovado' });
    expect(within(portal).getByRole('link', { name: 'Domiciliar mis pagos' })).toHaveAttribute('href', '/my-account/direct-debit');
    await user.click(within(portal).getByRole('button', { name: 'Cerrar aviso' }));
    expect(sessionStorage.getItem('hide-portal')).toBe('hide');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(customerChecks.count).toBe(1);
  });
});

describe('alert popup (SPEC §4)', () => {
  it('closed earlier in the session, stays closed when signing out empties the storage', async () => {
    sessionStorage.setItem('hide', 'hide');
    sessionStorage.setItem('hide-portal', 'hide');
    localStorage.setItem('fvc-returning-customer', '1');
    const publicChecks = alertCheck(ALERT);
    const customerChecks = customerAlertCheck(PORTAL_ALERT);
    renderApp(<AlertPopup />, { client: queryClient });
    // The session ends: its storage is emptied, and the page draws again.
    act(() => appStore.getState().signIn({ customer: { id: 'c-1', name: 'Mariana', email: 'c@demo.mx' }, jwt: { token: 't', expiresAt: new Date(Date.now() + 60_000).toISOString() } }));
    sessionStorage.clear();
    act(() => appStore.setState({ user: null }));
    // The effects of that render have run: a check they started would be on its way now.
    await act(async () => undefined);
    expect(queryClient.isFetching()).toBe(0);
    expect(publicChecks.count + customerChecks.count).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the active alert with sanitized HTML, and closing hides it after 350 ms and stores the session flag', async () => {
    alertCheck(ALERT);
    renderApp(<AlertPopup />, { client: queryClient });

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
      alertCheck(ALERT);
      renderApp(<AlertPopup />, { client: queryClient });
      const dialog = await screen.findByRole('dialog', { name: 'Horario especial' });
      expect(setHTML).toHaveBeenCalledWith(ALERT.description);
      expect(dialog).toHaveTextContent(`saneado por el navegador (${ALERT.description.length})`);
      expect(domPurifyLoaded).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as { setHTML?: unknown }).setHTML;
    }
  });

  it('shows the answer of the check the bootstrap started before the first render, without asking again', async () => {
    const calls = alertCheck(ALERT);
    startAlertCheck();
    renderApp(<AlertPopup />, { client: queryClient });
    expect(await screen.findByRole('dialog', { name: 'Horario especial' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('is not requested again once hidden in this session, by the bootstrap or the popup', async () => {
    const calls = alertCheck(ALERT);
    sessionStorage.setItem('hide', 'hide');
    startAlertCheck();
    renderApp(<AlertPopup />, { client: queryClient });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('shows nothing when there is no active alert', async () => {
    const calls = alertCheck(null);
    renderApp(<AlertPopup />, { client: queryClient });
    await act(async () => undefined);
    await act(async () => undefined);
    expect(calls.count).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/**
 * A prerendered page with the popup as the job draws it (ssr.tsx gives the job's DOMPurify), the
 * answer it was drawn with, and the job's description of the page.
 */
function prerenderedPage(alert: typeof ALERT = ALERT): HTMLElement {
  page = { carried: [[['alert'], alert]] };
  const sanitize = (html: string, config: Config) => DOMPurify.sanitize(html, config);
  return asPrerenderedPage(
    firstRenderHtml(
      <ServerHtmlSanitizer value={sanitize}>
        <AlertPopup />
      </ServerHtmlSanitizer>,
      page,
    ),
  );
}

/** What the prerendered page under test carries. */
let page: AppWorld = {};

/** The browser takes the page over with the shell's client, holding what the page carries. */
const hydrate = (root: HTMLElement) => hydrateWithoutMismatch(root, inTheApp(<AlertPopup />, { ...page, client: queryClient }).tree);

describe('the alert popup of a prerendered page (docs/decisions/0038)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is in the page’s HTML, its description sanitized by the job', () => {
    const root = prerenderedPage();
    const dialog = root.querySelector('dialog[open]') as HTMLElement;
    expect(dialog).toHaveAccessibleName('Horario especial');
    expect(dialog.querySelector('.popup__body')?.innerHTML).toBe('<p>Atendemos hasta las 14:00 h.</p>');
  });

  it('is taken over as it was drawn: the description kept, the alert not asked for again, and it still closes', async () => {
    const calls = alertCheck(ALERT);
    const root = prerenderedPage();
    const body = root.querySelector('.popup__body') as HTMLElement;
    startAlertCheck();
    await hydrate(root);
    expect(screen.getByRole('dialog', { name: 'Horario especial' })).toContainElement(body);
    expect(body).toHaveTextContent('Atendemos hasta las 14:00 h.');
    expect(calls.count).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(sessionStorage.getItem('hide')).toBe('hide');
    await act(() => new Promise((resolve) => setTimeout(resolve, ALERT_CLOSE_MS)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps no id, style or form of the description’s own: none can stand before the page’s own elements', () => {
    const root = prerenderedPage({
      ...ALERT,
      description: '<p id="fvc-prerendered" class="x" style="color:red" name="n">{"scripts":["/otro.js"]}</p><style>body{display:none}</style><form><input></form>',
    });
    expect(root.querySelector('.popup__body')?.innerHTML).toBe('<p>{"scripts":["/otro.js"]}</p>');
  });

  it('is drawn as the page carries it, not from an answer that came before the takeover', async () => {
    // The job drew the page without the alert (its check failed): the page carries other answers
    // but not this one, and the bootstrap does not ask before React takes the page over.
    const calls = alertCheck(ALERT);
    page = { carried: [] };
    const root = asPrerenderedPage('');
    startAlertCheck();
    await hydrate(root);
    // Then shown as on a client-rendered page, with the answer already here.
    expect(await screen.findByRole('dialog', { name: 'Horario especial' })).toHaveTextContent('Atendemos hasta las 14:00 h.');
    expect(calls.count).toBe(1);
  });

  it('leaves the page once the shell is live when the head script hid it, though the flag is no longer readable', async () => {
    const root = prerenderedPage();
    document.documentElement.classList.add('fvc-alert-hidden');
    await hydrate(root);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    document.documentElement.classList.remove('fvc-alert-hidden');
  });

  it('becomes a modal once the shell is live: the page behind is inert and Escape closes it', async () => {
    const root = prerenderedPage();
    const dialog = root.querySelector('dialog') as HTMLDialogElement;
    const showModal = jest.spyOn(dialog, 'showModal');
    await hydrate(root);
    expect(showModal).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(sessionStorage.getItem('hide')).toBe('hide');
  });

  it('leaves the page once the shell is live when the visitor closed it before (this page or an earlier one)', async () => {
    const root = prerenderedPage();
    sessionStorage.setItem('hide', 'hide');
    await hydrate(root);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
