import type { Metric } from 'web-vitals';
import { reportFieldVitals } from './field-vitals';

// web-vitals reads the browser's performance entries, which jsdom does not have: its callbacks are
// called here with what it would report.
const callbacks: Record<string, (metric: Metric) => void> = {};
jest.mock('web-vitals', () => ({
  onLCP: (callback: (metric: Metric) => void) => (callbacks.LCP = callback),
  onCLS: (callback: (metric: Metric) => void) => (callbacks.CLS = callback),
  onINP: (callback: (metric: Metric) => void) => (callbacks.INP = callback),
}));

const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
beforeEach(() => {
  sendBeacon.mockClear();
  for (const name of Object.keys(callbacks)) delete callbacks[name];
  Object.assign(navigator, { sendBeacon });
  window.matchMedia = ((query: string) => ({ matches: query.includes('768') && window.innerWidth > 768 })) as unknown as typeof window.matchMedia;
});

async function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  await Promise.resolve();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

/** What the beacon carried (jsdom's Blob has no `text()`). */
const sentReport = () =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.readAsText(sendBeacon.mock.calls[0]![1] as Blob);
  });

describe('reportFieldVitals (decision 0052)', () => {
  it('sends the visit’s vitals once the page is hidden, with the route’s pattern and the device class, not the address', async () => {
    // A 390 px phone.
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    reportFieldVitals('https://sitio.example', { pathname: '/noticias/7' });
    callbacks.LCP!({ name: 'LCP', value: 1834.6 } as Metric);
    callbacks.CLS!({ name: 'CLS', value: 0.012 } as Metric);
    expect(sendBeacon).not.toHaveBeenCalled();

    await hide();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe('https://sitio.example/api/vitals');
    expect(await sentReport()).toEqual({
      route: '/noticias/*',
      device: 'mobile',
      metrics: [
        { name: 'LCP', value: 1834.6 },
        { name: 'CLS', value: 0.012 },
      ],
    });
  });

  it('sends nothing for a visit with nothing measured', async () => {
    reportFieldVitals('', { pathname: '/noticias' });
    await hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('measures nothing on an address the site has no route for', () => {
    reportFieldVitals('', { pathname: '/no-existe/en/el/sitio' });
    expect(callbacks.LCP).toBeUndefined();
  });
});
