import { screen } from '@testing-library/react';
import { MemoryRouter } from '@fvc/shared/router';
import { useScrollToHashSection } from './scroll-to-section';
import { renderApp } from '@fvc/shared/testing/render-app';

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});
beforeEach(() => scrollIntoView.mockClear());

function Page({ ready }: { ready: boolean }) {
  useScrollToHashSection(ready);
  return <section id="enviar" tabIndex={-1} aria-label="Enviar una factura" />;
}

const renderAt = (ready: boolean) =>
  renderApp(
    <MemoryRouter initialEntries={['/my-account/billing#enviar']}>
      <Page ready={ready} />
    </MemoryRouter>,
  );

describe('useScrollToHashSection', () => {
  it('waits for the screen\'s data, then brings the section of the address into view and focuses it', () => {
    const { rerender } = renderAt(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(
      <MemoryRouter initialEntries={['/my-account/billing#enviar']}>
        <Page ready />
      </MemoryRouter>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Enviar una factura' })).toHaveFocus();
  });

  it('does it once: not again when the data is fetched anew', () => {
    const { rerender } = renderAt(true);
    const again = (ready: boolean) =>
      rerender(
        <MemoryRouter initialEntries={['/my-account/billing#enviar']}>
          <Page ready={ready} />
        </MemoryRouter>,
      );
    again(false);
    again(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('prefers a marked section over the address, and clears the mark once there', () => {
    const mark = { storageKey: 'scroll_mark', section: 'marcada' };
    function Marked() {
      useScrollToHashSection(true, mark);
      return (
        <>
          <section id="enviar" tabIndex={-1} aria-label="Enviar una factura" />
          <section id="marcada" tabIndex={-1} aria-label="Sección marcada" />
        </>
      );
    }
    sessionStorage.setItem('scroll_mark', '1');
    renderApp(
      <MemoryRouter initialEntries={['/my-account/billing#enviar']}>
        <Marked />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Sección marcada' })).toHaveFocus();
    expect(sessionStorage.getItem('scroll_mark')).toBeNull();
  });
});
