import { useRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDialogFocus } from './use-dialog-focus';

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, true, onClose);
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label="Aviso">
      <button type="button" onClick={onClose}>
        Cerrar
      </button>
      <a href="/contacto">Contacto</a>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Aviso' });
  return { user, opener, dialog };
}

describe('useDialogFocus', () => {
  it('moves focus to the first control once the dialog has been drawn', async () => {
    await openDialog();
    // Not in the render's own task (issue #15): after the frame that draws it.
    expect(screen.getByRole('button', { name: 'Cerrar' })).not.toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveFocus();
  });

  it('closes with Escape at once and gives focus back to where it was', async () => {
    const { user, opener } = await openDialog();
    // Escape works before the first focus has moved in.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves focus where a visitor already put it inside the dialog', async () => {
    const { user } = await openDialog();
    const link = screen.getByRole('link', { name: 'Contacto' });
    link.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });
});
