import { useRef } from 'react';
import { act } from '@testing-library/react';
import { MemoryRouter } from '@fvc/shared/router';
import { useSectionScroll } from './use-section-scroll';
import { renderApp } from '@fvc/shared/testing/render-app';

function Page({ ready, lazy }: { ready: boolean; lazy?: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  useSectionScroll(ready, () => root.current);
  return (
    <div ref={root}>
      <img src="/a.webp" alt="" loading={lazy ? 'lazy' : 'eager'} />
      <section id="promociones" tabIndex={-1}>
        Promociones
      </section>
    </div>
  );
}

const renderAt = (url: string, ready = true, lazy = false) =>
  renderApp(
    <MemoryRouter initialEntries={[url]}>
      <Page ready={ready} lazy={lazy} />
    </MemoryRouter>,
  );

describe('useSectionScroll (SPEC §2: after images load + 600 ms)', () => {
  let scroll: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
  });
  afterEach(() => jest.useRealTimers());

  it('waits for the images, then 600 ms, then scrolls smoothly to the section', async () => {
    const { container } = renderAt('/?section=promociones');
    const img = container.querySelector('img') as HTMLImageElement;
    Object.defineProperty(img, 'complete', { value: false });
    // The effect ran with the image still pending: nothing happens on time alone.
    await act(async () => jest.advanceTimersByTime(2000));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('scrolls 600 ms after the images are loaded', async () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const { container } = renderAt('/?section=promociones');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(scroll).not.toHaveBeenCalled();
    complete.mockReturnValue(true);
    await act(async () => {
      container.querySelector('img')?.dispatchEvent(new Event('load'));
    });
    await act(async () => jest.advanceTimersByTime(599));
    expect(scroll).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement?.id).toBe('promociones');
  });

  it('does not wait for lazy images (they load only when scrolled to)', async () => {
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    renderAt('/?section=promociones', true, true);
    await act(async () => {});
    await act(async () => jest.advanceTimersByTime(600));
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a section, or before the content is ready', async () => {
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    renderAt('/');
    renderAt('/?section=promociones', false);
    await act(async () => jest.advanceTimersByTime(5000));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('draws every section below the fold before it scrolls (their heights are estimates until drawn)', async () => {
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const drawnWhenScrolled: (string | undefined)[] = [];
    const { container } = renderAt('/?section=promociones');
    const home = container.firstElementChild as HTMLElement;
    scroll.mockImplementation(() => drawnWhenScrolled.push(home.dataset.sectionsDrawn));
    await act(async () => {});
    expect(home.dataset.sectionsDrawn).toBeUndefined();
    await act(async () => jest.advanceTimersByTime(600));
    expect(drawnWhenScrolled).toEqual(['true']);
  });

  it('also follows a #hash anchor', async () => {
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    renderAt('/#promociones');
    await act(async () => {}); // the images check resolves
    await act(async () => jest.advanceTimersByTime(599));
    expect(scroll).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});
