import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { MemoryRouter } from '@fvc/shared/router';
import { ALERT_HIDDEN_KEY } from '@fvc/shared/session';
import { PRERENDER_BOOTSTRAP } from '../../../../scripts/prerender/page-bootstrap';
import { asPrerenderedPage, hydrateWithoutMismatch } from '../../testing/prerendered-page';
import { AlertPopup } from './alert-popup';
import { COOKIE_NOTICE_DELAY_MS, COOKIE_NOTICE_KEY, CookieNotice } from './cookie-notice';
import { ServerHtmlSanitizer } from './server-html-sanitizer';
import { firstRenderHtml, inTheApp, type AppWorld } from '@fvc/shared/testing/render-app';
import { queryClient } from '../../app/query-client';

/**
 * The site's notices on a prerendered home, as the job draws them (docs/decisions/0038): the alert
 * popup and the cookie notice, before the page's scripts run (the head script) and once the shell
 * takes the page over. The head script names the storage flags in its own (constant) text: the
 * tests read them by the components' names, so the two cannot drift apart.
 */
const ALERT = {
  title: 'Horario especial',
  description: '<p>Atendemos hasta las 14:00 h.</p>',
  imgBack: null,
  url: 'https://avisos.example',
  textbutton: 'VER MÁS',
};

function Notices() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <CookieNotice />
      <AlertPopup />
    </MemoryRouter>
  );
}

/** Home's notices as the job draws them, with the job's DOMPurify (ssr.tsx). */
function drawnByTheJob(): string {
  return firstRenderHtml(
    <ServerHtmlSanitizer value={(html, config) => DOMPurify.sanitize(html, config)}>
      <Notices />
    </ServerHtmlSanitizer>,
    HOME,
  );
}

/** What the prerendered home carries: the alert it was drawn with. */
const HOME: AppWorld = { carried: [[['alert'], ALERT]] };

/** The page's head script, run on a page of its own (its listeners go with that document). */
function headScriptOn(html: string): Document {
  const page = document.implementation.createHTMLDocument('página');
  // With what the page tells the shell: no script to add here.
  page.body.innerHTML = `${html}<script id="fvc-prerendered" type="application/json">{"scripts":[]}</script>`;
  new Function('document', PRERENDER_BOOTSTRAP)(page);
  return page;
}

/** The classes of the page's <html> (jest-dom's matchers take only this test's own document). */
const classesOf = (page: Document) => [...page.documentElement.classList];

function press(page: Document, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  page.body.dispatchEvent(event);
  return event;
}

function tap(element: Element | null): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element?.dispatchEvent(event);
  return event;
}

afterEach(() => {
  queryClient.clear();
  document.documentElement.className = '';
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the notices as the prerender job draws home', () => {
  it('carry the cookie notice, shown by CSS 500 ms after the page appears, and the alert, each with controls that close it', () => {
    const page = headScriptOn(drawnByTheJob());
    const notice = page.querySelector('[data-notice="cookies"]') as HTMLElement;
    expect(notice.getAttribute('aria-label')).toBe('Aviso de cookies');
    // app.css: `.cookie-notice--drawn-with-the-page` waits the spec's 500 ms.
    expect(COOKIE_NOTICE_DELAY_MS).toBe(500);
    expect(notice.classList).toContain('cookie-notice--drawn-with-the-page');
    expect(notice.querySelectorAll('[data-closes-notice="cookies"]')).toHaveLength(2);
    expect(page.querySelectorAll('[data-notice="alert"] [data-closes-notice="alert"]')).toHaveLength(2);
  });
});

describe('the notices before the shell is live (the page’s head script)', () => {
  it('hides before the first paint a notice closed earlier: the alert in this session, the cookie notice for good', () => {
    sessionStorage.setItem(ALERT_HIDDEN_KEY, 'hide');
    localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    const page = headScriptOn(drawnByTheJob());
    expect(classesOf(page)).toEqual(expect.arrayContaining(['fvc-alert-hidden', 'fvc-cookies-hidden']));
    // Hidden, the alert does not take Escape, which stays the page's.
    press(page, 'Escape');
    expect(classesOf(page)).not.toContain('fvc-alert-closed');
    expect(classesOf(page)).not.toContain('fvc-cookies-closed');
  });

  it('shows both to a new visitor', () => {
    const page = headScriptOn(drawnByTheJob());
    expect(classesOf(page)).toEqual([]);
  });

  it('closes the alert with its button, storing the flag, and the tap goes no further', () => {
    const page = headScriptOn(drawnByTheJob());
    expect(tap(page.querySelector('button[data-closes-notice="alert"]')).defaultPrevented).toBe(true);
    expect(classesOf(page)).toEqual(['fvc-alert-closed']);
    expect(sessionStorage.getItem(ALERT_HIDDEN_KEY)).toBe('hide');
    // Not kept for the shell to tap again once live: it is answered here.
    expect(window.fvcEarlyInput).toEqual([]);
  });

  it('closes the alert with Escape, and the focus it had goes to the page’s content', () => {
    const page = headScriptOn(`<main id="contenido" tabindex="-1"></main>${drawnByTheJob()}`);
    const content = page.getElementById('contenido') as HTMLElement;
    const focus = jest.spyOn(content, 'focus');
    const close = page.querySelector('button[data-closes-notice="alert"]') as HTMLButtonElement;
    jest.spyOn(page, 'activeElement', 'get').mockReturnValue(close);
    expect(press(page, 'Escape').defaultPrevented).toBe(false);
    expect(classesOf(page)).toEqual(['fvc-alert-closed']);
    expect(sessionStorage.getItem(ALERT_HIDDEN_KEY)).toBe('hide');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('keeps Tab and Shift+Tab inside the alert, a modal, going round its link and buttons', () => {
    const page = headScriptOn(`<main id="contenido" tabindex="-1"><a href="/contacto">Contacto</a></main>${drawnByTheJob()}`);
    const controls = [...page.querySelectorAll<HTMLElement>('[data-notice="alert"] a[href], [data-notice="alert"] button')];
    expect(controls.map((control) => control.getAttribute('aria-label') ?? control.textContent)).toEqual(['Cerrar aviso', 'VER MÁS']);
    const [first, last] = [controls[0]!, controls[controls.length - 1]!];
    const focused = jest.spyOn(page, 'activeElement', 'get');
    const tab = (from: Element, shift = false) => {
      focused.mockReturnValue(from);
      const moves = controls.map((control) => jest.spyOn(control, 'focus').mockClear());
      const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true });
      page.body.dispatchEvent(event);
      const to = controls.find((_control, index) => moves[index]!.mock.calls.length > 0);
      return { wrapped: event.defaultPrevented, to };
    };
    // From the last control Tab comes back to the first, and Shift+Tab from the first to the last.
    expect(tab(last)).toEqual({ wrapped: true, to: first });
    expect(tab(first, true)).toEqual({ wrapped: true, to: last });
    // From a control to the next one inside, the browser's own Tab does it.
    expect(tab(first)).toEqual({ wrapped: false, to: undefined });
    // The focus outside (the page behind, or nowhere yet): Tab brings it in.
    expect(tab(page.querySelector('main a') as Element)).toEqual({ wrapped: true, to: first });
    expect(tab(page.body, true)).toEqual({ wrapped: true, to: last });
  });

  it('closes the alert when its link is followed, and the link still opens its page', () => {
    const page = headScriptOn(drawnByTheJob());
    expect(tap(page.querySelector('a[data-closes-notice="alert"]')).defaultPrevented).toBe(false);
    expect(classesOf(page)).toEqual(['fvc-alert-closed']);
  });

  it('gives the alert’s close button the focus once the page is drawn, not in the task that parsed it', async () => {
    const page = headScriptOn(drawnByTheJob());
    const focus = jest.spyOn(page.querySelector('button[data-closes-notice="alert"]') as HTMLButtonElement, 'focus');
    page.dispatchEvent(new Event('DOMContentLoaded'));
    // Focusing lays the page out: before the first frame that would be one more long task.
    expect(focus).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(focus).toHaveBeenCalled();
  });

  it('closes the cookie notice with ACEPTAR or its close control, for good', () => {
    for (const control of ['ACEPTAR', 'Cerrar aviso de cookies']) {
      localStorage.clear();
      const page = headScriptOn(drawnByTheJob());
      const button = [...page.querySelectorAll('[data-notice="cookies"] button')].find(
        (candidate) => candidate.textContent === control || candidate.getAttribute('aria-label') === control,
      );
      expect(tap(button ?? null).defaultPrevented).toBe(true);
      expect(classesOf(page)).toEqual(['fvc-cookies-closed']);
      expect(localStorage.getItem(COOKIE_NOTICE_KEY)).toBe('1');
    }
  });

  it('leaves the notices to the shell once it is live', () => {
    const page = headScriptOn(drawnByTheJob());
    (window.fvcEarlyInput as NonNullable<typeof window.fvcEarlyInput>).shellLive = true;
    expect(tap(page.querySelector('button[data-closes-notice="alert"]')).defaultPrevented).toBe(false);
    expect(tap(page.querySelector('button[data-closes-notice="cookies"]')).defaultPrevented).toBe(false);
    press(page, 'Escape');
    expect(classesOf(page)).toEqual([]);
    expect(sessionStorage.getItem(ALERT_HIDDEN_KEY)).toBeNull();
    expect(localStorage.getItem(COOKIE_NOTICE_KEY)).toBeNull();
  });
});

describe('the cookie notice of a prerendered home, taken over', () => {
  const prerenderedHome = () => asPrerenderedPage(drawnByTheJob());
  const hydrate = (root: HTMLElement) => hydrateWithoutMismatch(root, inTheApp(<Notices />, { ...HOME, client: queryClient }).tree);

  it('stays as it was drawn, without waiting again, and closes with ACEPTAR', async () => {
    const root = prerenderedHome();
    const notice = root.querySelector('[data-notice="cookies"]');
    await hydrate(root);
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBe(notice);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    await userEvent.click(screen.getByRole('button', { name: 'ACEPTAR' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_NOTICE_KEY)).toBe('1');
  });

  it('leaves the page once the shell is live when the head script closed it, though the flag could not be stored', async () => {
    const root = prerenderedHome();
    document.documentElement.classList.add('fvc-cookies-closed');
    await hydrate(root);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('leaves the page once the shell is live when it was acknowledged before (this page or a visit before)', async () => {
    const root = prerenderedHome();
    localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    await hydrate(root);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });
});
