import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';
import { renderApp } from '@fvc/shared/testing/render-app';

function SendButton() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      ENVIAR
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server\'s HTML, so a prerendered form cannot be sent before its scripts', () => {
    expect(renderToString(<SendButton />)).toContain('disabled');
  });

  it('turns true once React has taken over that HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SendButton />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <SendButton />);
    });
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
    container.remove();
  });

  it('is true from the first render of a page drawn in the browser', () => {
    renderApp(<SendButton />);
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  });
});
