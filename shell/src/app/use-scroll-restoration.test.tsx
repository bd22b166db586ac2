import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from '@fvc/shared/router';
import { useScrollRestoredOnTraversal } from './use-scroll-restoration';
import { renderApp } from '@fvc/shared/testing/render-app';

function Site() {
  useScrollRestoredOnTraversal();
  return (
    <Routes>
      <Route path="/" element={<Link to="/movimientos">Movimientos</Link>} />
      <Route path="/movimientos" element={<Link to="/">Inicio</Link>} />
    </Routes>
  );
}

/** jsdom lays nothing out: the page's height and the window's scroll are set by hand. */
let pageHeight = 0;
let observed: ResizeObserverCallback[] = [];
const scrollTo = jest.fn();

function scrollBy(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
}

/** The page grows (its data has been drawn): what the browser reports to resize observers. */
function growPage(height: number) {
  pageHeight = height;
  for (const callback of observed) callback([], {} as ResizeObserver);
}

const nextFrames = () => act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The first page, left 1,200 px down (kept once the frame after the scroll has run). */
async function openScrolledTo(top: number) {
  renderApp(
    <BrowserRouter>
      <Site />
    </BrowserRouter>,
  );
  scrollBy(top);
  await nextFrames();
}

async function back() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
}

describe('useScrollRestoredOnTraversal', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    pageHeight = 800;
    observed = [];
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        observed = [];
      }
    } as unknown as typeof ResizeObserver;
  });

  it('after Back, goes where the page was left once the page has grown to reach it', async () => {
    await openScrolledTo(1200);
    await userEvent.click(screen.getByRole('link', { name: 'Movimientos' }));
    scrollBy(0);
    await nextFrames();

    await back();
    expect(await screen.findByRole('link', { name: 'Movimientos' })).toBeInTheDocument();
    // Still a loading state: 800 px can show no more than its top.
    expect(scrollTo).not.toHaveBeenCalled();
    growPage(1500);
    expect(scrollTo).not.toHaveBeenCalled();
    growPage(3000);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1200, left: 0, behavior: 'instant' });
  });

  it('leaves the visitor their own place if they scroll first', async () => {
    await openScrolledTo(1200);
    await userEvent.click(screen.getByRole('link', { name: 'Movimientos' }));
    await back();
    await screen.findByRole('link', { name: 'Movimientos' });

    window.dispatchEvent(new Event('wheel'));
    growPage(3000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a link does not restore anything', async () => {
    await openScrolledTo(1200);
    await userEvent.click(screen.getByRole('link', { name: 'Movimientos' }));
    await userEvent.click(screen.getByRole('link', { name: 'Inicio' }));
    growPage(3000);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
