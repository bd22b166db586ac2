import { screen } from '@testing-library/react';
import { SectionNav } from './section-nav';
import { renderApp } from '@fvc/shared/testing/render-app';

const SECTIONS = [
  { id: 'planes', label: 'Planes' },
  { id: 'detalles', label: 'Detalles' },
  { id: 'contacto', label: 'Contacto' },
];

/** A 390 px phone's row: 358 px wide from x = 16, links 90 px wide and 140 px apart, the last at 296. */
function layOut(scrollTo: jest.Mock) {
  const row = screen.getByRole('list');
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 358 });
  row.getBoundingClientRect = () => ({ left: 16, width: 358 }) as DOMRect;
  row.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  screen.getAllByRole('link').forEach((link, index) => {
    link.getBoundingClientRect = () => ({ left: 16 + 16 + index * 140 - row.scrollLeft, width: 90 }) as DOMRect;
  });
  row.style.paddingLeft = '16px';
}

describe('SectionNav', () => {
  it('scrolls the row, not the page, to show the current link when it starts out of view', () => {
    const scrollTo = jest.fn();
    const { rerender } = renderApp(<SectionNav sections={SECTIONS} activeId={null} />);
    layOut(scrollTo);
    const pageScroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    rerender(<SectionNav sections={SECTIONS} activeId="detalles" />);
    // Detalles spans 156–246 of the row's 358: already in view.
    expect(scrollTo).not.toHaveBeenCalled();

    rerender(<SectionNav sections={SECTIONS} activeId="contacto" />);
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute('aria-current', 'location');
    // Contacto spans 296–386: the row moves by its overflow and the padding beside it.
    expect(scrollTo).toHaveBeenCalledWith({ left: 386 + 16 - 358, behavior: 'smooth' });
    expect(pageScroll).not.toHaveBeenCalled();
    pageScroll.mockRestore();
  });
});
