import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ScriptsRequiredNote } from './scripts-required-note';

describe('ScriptsRequiredNote', () => {
  it('says, in the server\'s HTML, what a browser without JavaScript needs to send the form', () => {
    expect(renderToString(<ScriptsRequiredNote action="enviar tu mensaje" />)).toBe(
      '<noscript><p class="fvc-scripts-required">Para enviar tu mensaje, activa JavaScript en tu navegador.</p></noscript>',
    );
  });

  it('hydrates without a mismatch, and a browser running scripts shows none of it', async () => {
    const onRecoverableError = jest.fn();
    // React 19 reports some mismatches on the console rather than as recoverable errors. (Jest
    // restores the spy after each test: restoreMocks in jest.config.js.)
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ScriptsRequiredNote action="enviar tu mensaje" />);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <ScriptsRequiredNote action="enviar tu mensaje" />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // jsdom runs scripts, so like a browser it parses <noscript> as text, never as an element.
    expect(container.querySelector('.fvc-scripts-required')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
