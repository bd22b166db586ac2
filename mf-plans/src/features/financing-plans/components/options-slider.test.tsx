import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OptionsSlider, SLIDER, nextIndex, previousIndex, swipeDirection } from './options-slider';
import { renderApp } from '@fvc/shared/testing/render-app';

const OPTIONS = [
  { opttitle: 'Crédito tradicional', description: 'Mensualidades fijas.' },
  { opttitle: 'Crédito con pago final', description: 'Pago final pactado.' },
  { opttitle: 'Crédito para flotillas', description: 'Varias unidades.' },
];

const visibleTitle = () => screen.getAllByRole('heading', { level: 3 }).find((heading) => !heading.closest('[hidden]'));

describe('slider rules (SPEC §4)', () => {
  it('wraps at both ends', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('counts a swipe only with ≥ 50 px across and ≤ 150 px down', () => {
    expect(swipeDirection(-50, 0)).toBe('next');
    expect(swipeDirection(60, 20)).toBe('previous');
    expect(swipeDirection(-49, 0)).toBeNull();
    expect(swipeDirection(-80, 151)).toBeNull();
  });
});

describe('OptionsSlider', () => {
  afterEach(() => jest.useRealTimers());

  it('moves with the arrows and dots, and autoplays every 8000 ms until hovered', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderApp(<OptionsSlider title="Modalidades" options={OPTIONS} />);
    expect(visibleTitle()).toHaveTextContent('Crédito tradicional');

    await user.click(screen.getByRole('button', { name: 'Modalidad anterior' }));
    expect(visibleTitle()).toHaveTextContent('Crédito para flotillas');
    await user.click(screen.getByRole('button', { name: 'Ver Crédito con pago final' }));
    expect(screen.getByRole('button', { name: 'Ver Crédito con pago final' })).toHaveAttribute('aria-current', 'true');

    // The pointer is over the slider after clicking: autoplay waits.
    act(() => jest.advanceTimersByTime(SLIDER.autoplayMs));
    expect(visibleTitle()).toHaveTextContent('Crédito con pago final');
    await user.unhover(screen.getByRole('button', { name: 'Modalidad siguiente' }));
    screen.getByRole('button', { name: 'Modalidad siguiente' }).blur();
    act(() => jest.advanceTimersByTime(SLIDER.autoplayMs));
    expect(visibleTitle()).toHaveTextContent('Crédito para flotillas');
  });
});
