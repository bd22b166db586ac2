import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { renderApp } from '@fvc/shared/testing/render-app';

function SendForm({ pending, onSubmit }: { pending: boolean; onSubmit: () => void }) {
  return (
    <form
      aria-label="Envío"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Nombre <input />
      </label>
      <Button type="submit" pending={pending}>
        {pending ? 'Enviando…' : 'Enviar'}
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('while pending keeps its focus and says it is unavailable, and neither a press nor Enter sends again', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const { rerender } = renderApp(<SendForm pending={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(<SendForm pending onSubmit={onSubmit} />);
    const sending = screen.getByRole('button', { name: 'Enviando…' });
    expect(sending).toHaveFocus();
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    await user.type(screen.getByLabelText('Nombre'), 'Ana{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(<SendForm pending={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Enviar' })).not.toHaveAttribute('aria-disabled');
  });

  it('passes a press on when not pending', async () => {
    const onClick = jest.fn();
    renderApp(<Button onClick={onClick}>Descargar</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
