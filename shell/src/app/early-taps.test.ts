import { screen } from '@testing-library/react';
import { PRERENDER_BOOTSTRAP } from '../../../scripts/prerender/page-bootstrap';
import { replayPageTaps, replayShellTaps } from './early-taps';

/**
 * A prerendered page: a header button, the content's button, a link and a form's submit button.
 * Each button's own listener stands for what hydration attaches; the bootstrap is the text the
 * page runs (jsdom does not run scripts set through innerHTML).
 */
function prerenderedPage() {
  document.body.innerHTML =
    '<header><button type="button">Abrir el menú</button></header>' +
    '<main><button type="button">Ver mapa</button><a href="#lista">Ver lista</a>' +
    '<form><button type="submit">Enviar</button></form></main>';
  const [menu, map, submit] = ['Abrir el menú', 'Ver mapa', 'Enviar'].map((name) => screen.getByRole('button', { name })) as [HTMLElement, HTMLElement, HTMLElement];
  const answered: string[] = [];
  for (const button of [menu, map, submit]) button.addEventListener('click', () => answered.push(button.textContent ?? ''));
  // Hydrated, the form sends itself through the API, as react-hook-form's submit handler does.
  document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
  new Function(PRERENDER_BOOTSTRAP)();
  return { menu, map, submit, link: screen.getByRole('link', { name: 'Ver lista' }), answered };
}

/** A visitor's tap: the event as the browser dispatches it, to see whether it was stopped. */
function tap(element: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

afterEach(() => {
  delete window.fvcEarlyTaps;
});

describe('taps before the page answers', () => {
  it('are kept, once per button, and answered as each part of the page hydrates', () => {
    const { menu, map, answered } = prerenderedPage();
    expect(tap(map).defaultPrevented).toBe(true);
    tap(menu);
    // Tapped again because nothing happened: still one tap for the visitor.
    tap(map);
    expect(answered).toEqual([]);

    replayShellTaps();
    expect(answered).toEqual(['Abrir el menú']);
    // The header answers by itself now; the content still waits for its remote.
    tap(menu);
    tap(map);
    expect(answered).toEqual(['Abrir el menú', 'Abrir el menú']);

    replayPageTaps();
    expect(answered).toEqual(['Abrir el menú', 'Abrir el menú', 'Ver mapa']);
    expect(tap(map).defaultPrevented).toBe(false);
    expect(answered).toEqual(['Abrir el menú', 'Abrir el menú', 'Ver mapa', 'Ver mapa']);
  });

  it('answer every part at once when the remote is live first', () => {
    const { menu, map, answered } = prerenderedPage();
    tap(map);
    tap(menu);
    replayPageTaps();
    replayShellTaps();
    expect(answered).toEqual(['Ver mapa', 'Abrir el menú']);
  });

  it('do not submit a form before it is live, and links are left to the browser', () => {
    const { submit, link, answered } = prerenderedPage();
    expect(tap(submit).defaultPrevented).toBe(true);
    expect(tap(link).defaultPrevented).toBe(false);
    replayPageTaps();
    expect(answered).toEqual(['Enviar']);
  });

  it('are dropped for a button that is no longer on the page (a failed remote, a redrawn page)', () => {
    const { map, answered } = prerenderedPage();
    tap(map);
    map.remove();
    replayPageTaps();
    expect(answered).toEqual([]);
  });

  it('are not kept on a page drawn by its scripts (no bootstrap)', () => {
    document.body.innerHTML = '<main><button type="button">Ver mapa</button></main>';
    const answered: string[] = [];
    const button = screen.getByRole('button', { name: 'Ver mapa' });
    button.addEventListener('click', () => answered.push('Ver mapa'));
    tap(button);
    replayPageTaps();
    expect(answered).toEqual(['Ver mapa']);
  });
});
