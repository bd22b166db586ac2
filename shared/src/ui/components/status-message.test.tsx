import { act, screen, within } from '@testing-library/react';
import { ErrorState, LOADING_ANNOUNCEMENT_DELAY_MS, LoadingState } from './status-message';
import { renderApp } from '@fvc/shared/testing/render-app';

/** Whether assistive technology can read `element`: neither it nor an ancestor is aria-hidden. */
const readable = (element: HTMLElement) => element.closest('[aria-hidden="true"]') === null;

describe('LoadingState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows its words at once and puts them in its live region a moment later, as a change screen readers announce', () => {
    renderApp(<LoadingState label="Cargando tus contratos…" />);
    const region = screen.getByRole('status');
    // A region created with its words is not reliably announced: they start hidden from screen readers.
    expect(within(region).getByText('Cargando tus contratos…')).toBeVisible();
    expect(readable(within(region).getByText('Cargando tus contratos…'))).toBe(false);

    act(() => jest.advanceTimersByTime(LOADING_ANNOUNCEMENT_DELAY_MS - 1));
    expect(readable(within(region).getByText('Cargando tus contratos…'))).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(readable(within(region).getByText('Cargando tus contratos…'))).toBe(true);
    expect(screen.getAllByText('Cargando tus contratos…')).toHaveLength(1);
  });

  it('leaves no timer behind once it is gone', () => {
    const { unmount } = renderApp(<LoadingState />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('ErrorState', () => {
  it('heads a section under the page’s own heading, or the page itself when it stands for it', () => {
    const { rerender } = renderApp(<ErrorState title="No pudimos cargar tus pólizas" message="Intenta de nuevo." />);
    expect(screen.getByRole('heading', { level: 2, name: 'No pudimos cargar tus pólizas' })).toBeInTheDocument();
    rerender(<ErrorState title="No encontramos ese contrato" message="Revisa el enlace." headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'No encontramos ese contrato' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa el enlace.');
  });
});
