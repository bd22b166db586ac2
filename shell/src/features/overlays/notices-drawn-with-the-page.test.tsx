import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { MemoryRouter } from '@fvc/shared/router';
import { asPrerenderedPage, hydrateWithoutMismatch } from '../../testing/prerendered-page';
import { AlertPopup } from './alert-popup';
import { COOKIE_NOTICE_DELAY_MS, CookieNotice } from './cookie-notice';
import { COOKIE_NOTICE_KEY } from './notice-flags';
import { ServerHtmlSanitizer } from './server-html-sanitizer';
import { firstRenderHtml, inTheApp, type AppWorld } from '@fvc/shared/testing/render-app';
import { queryClient } from '../../app/query-client';

/**
 * The site's notices on a prerendered home, as the job draws them (docs/decisions/0038): the alert
 * popup and the cookie notice, and once the shell takes the page over. What the page's head script
 * does before then is in shell/src/head-script.test.ts.
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

afterEach(() => {
  queryClient.clear();
  document.documentElement.className = '';
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the notices as the prerender job draws home', () => {
  it('carry the cookie notice, shown by CSS 500 ms after the page appears, and the alert', () => {
    const page = asPrerenderedPage(drawnByTheJob());
    const notice = page.querySelector('[data-notice="cookies"]') as HTMLElement;
    expect(notice.getAttribute('aria-label')).toBe('Aviso de cookies');
    // app.css: `.cookie-notice--drawn-with-the-page` waits the 500 ms of docs/product.md §9.
    expect(COOKIE_NOTICE_DELAY_MS).toBe(500);
    expect(notice.classList).toContain('cookie-notice--drawn-with-the-page');
    expect(page.querySelector('dialog[data-notice="alert"][open]')).toHaveAccessibleName('Horario especial');
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

  it('leaves the page once the shell is live when the head script hid it, though the flag is no longer readable', async () => {
    const root = prerenderedHome();
    document.documentElement.classList.add('fvc-cookies-hidden');
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
