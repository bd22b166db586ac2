import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Dialog } from './dialog';
import { renderApp } from '@fvc/shared/testing/render-app';

function Page({ closesOnShade = false }: { closesOnShade?: boolean }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <p>Pedidos de cierre: {asked}</p>
      {open && (
        <Dialog open onClose={() => setAsked((count) => count + 1)} closesOnShade={closesOnShade} aria-labelledby="titulo">
          <div className="caja">
            <h2 id="titulo">Aviso</h2>
            <button type="button" onClick={() => setOpen(false)}>
              Cerrar
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal with focus on its first control, and gives focus back to the opener once closed', async () => {
    const user = userEvent.setup();
    renderApp(<Page />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Aviso' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('asks its owner to close on Escape, and stays until the owner closes it', async () => {
    const user = userEvent.setup();
    renderApp(<Page />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.keyboard('{Escape}');
    expect(screen.getByText('Pedidos de cierre: 1')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Aviso' })).toHaveAttribute('open');
  });

  it('asks to close on a click on the shade around its content when told, not on the content', async () => {
    const user = userEvent.setup();
    renderApp(<Page closesOnShade />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('heading', { name: 'Aviso' }));
    expect(screen.getByText('Pedidos de cierre: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog', { name: 'Aviso' }));
    expect(screen.getByText('Pedidos de cierre: 1')).toBeInTheDocument();
  });

  it('drawn open in the page’s HTML, is shown before the scripts and made modal once they run', async () => {
    const drawn = (
      <Dialog open onClose={() => undefined} openInHtml aria-label="Aviso">
        <button type="button">Cerrar</button>
      </Dialog>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(drawn);
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect(dialog).toHaveAttribute('open');
    const showModal = jest.spyOn(dialog, 'showModal');
    await act(async () => {
      hydrateRoot(container, drawn);
    });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(container.querySelector('dialog')).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    container.remove();
  });
});
