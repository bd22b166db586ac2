import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTop, scrollProgress } from './scroll-to-top';
import { renderApp } from '@fvc/shared/testing/render-app';

describe('scroll-to-top arrow', () => {
  it('computes the scrolled share of the page', () => {
    expect(scrollProgress(0, 2000, 1000)).toBe(0);
    expect(scrollProgress(500, 2000, 1000)).toBe(0.5);
    expect(scrollProgress(1000, 2000, 1000)).toBe(1);
    expect(scrollProgress(10, 800, 1000)).toBe(0);
  });

  it('appears once the page is scrolled and turns with the scroll percentage', async () => {
    renderApp(<ScrollToTop />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 1000 });
    document.documentElement.scrollTop = 500;
    fireEvent.scroll(window);

    // Checked once a frame, not on every scroll event.
    const button = await screen.findByRole('button', { name: 'Volver al inicio de la página' });
    expect(button.querySelector('span')).toHaveStyle({ transform: 'rotate(90deg)' });
    document.documentElement.scrollTop = 0;
  });

  it('steps aside while the visitor is in a field, and comes back when they leave it', async () => {
    const user = userEvent.setup();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 1000 });
    document.documentElement.scrollTop = 500;
    renderApp(
      <>
        <label>
          Nombre <input />
        </label>
        <label>
          Estado <select><option>Jalisco</option></select>
        </label>
        <label>
          <input type="checkbox" /> Acepto
        </label>
        <ScrollToTop />
      </>,
    );
    const arrow = () => screen.queryByRole('button', { name: 'Volver al inicio de la página' });
    expect(await screen.findByRole('button', { name: 'Volver al inicio de la página' })).toBeVisible();

    await user.click(screen.getByLabelText('Nombre'));
    expect(arrow()).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText('Estado')).toHaveFocus();
    expect(arrow()).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText('Acepto')).toHaveFocus();
    expect(arrow()).toBeInTheDocument();
    document.documentElement.scrollTop = 0;
  });

  it('shows at once on a page opened part way down', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 1000 });
    document.documentElement.scrollTop = 1000;
    renderApp(<ScrollToTop />);

    const button = await screen.findByRole('button', { name: 'Volver al inicio de la página' });
    expect(button.querySelector('span')).toHaveStyle({ transform: 'rotate(0deg)' });
    document.documentElement.scrollTop = 0;
  });
});
