import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../form-field';
import { useDeferredForm } from './use-deferred-form';

interface Values {
  name: string;
  accepts: boolean;
}

/** A form as the site writes them: the markup renders with whatever binding it is given. */
function NameForm({ onSend }: { onSend: (values: Values) => Promise<void> }) {
  const { form, formProps, engine, loadError } = useDeferredForm<Values>();
  const onSubmit = form.handleSubmit(onSend);
  return (
    <form {...formProps} onSubmit={onSubmit} noValidate aria-label="Prueba" data-ready={form.ready}>
      {engine}
      <FormField id="nombre" label="Nombre" defaultValue="Ana" registration={form.register('name', { required: 'Escribe tu nombre.' })} error={form.errors.name} />
      <input id="acepto" type="checkbox" {...form.register('accepts')} />
      <label htmlFor="acepto">Acepto</label>
      {loadError && <p role="alert">{loadError}</p>}
      <button type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Enviando…' : 'Enviar'}
      </button>
    </form>
  );
}

const formElement = () => screen.getByRole('form', { name: 'Prueba' });

describe('useDeferredForm', () => {
  it('does not take over the form until the visitor touches it', async () => {
    render(<NameForm onSend={jest.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(formElement()).toHaveAttribute('data-ready', 'false');

    screen.getByLabelText('Nombre').focus();
    await waitFor(() => expect(formElement()).toHaveAttribute('data-ready', 'true'));
  });

  it('keeps the same field, its focus and what was typed across the hand-over, and sends it', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn(() => Promise.resolve());
    render(<NameForm onSend={onSend} />);
    const field = screen.getByLabelText('Nombre');

    await user.clear(field);
    await user.type(field, 'Mariana');
    await waitFor(() => expect(formElement()).toHaveAttribute('data-ready', 'true'));
    expect(screen.getByLabelText('Nombre')).toBe(field);
    expect(field).toHaveFocus();
    await user.type(field, ' López');
    await user.click(screen.getByLabelText('Acepto'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]).toEqual([{ name: 'Mariana López', accepts: true }, expect.anything()]);
  });

  it('reads what the browser filled in without a focus (autofill)', async () => {
    const onSend = jest.fn(() => Promise.resolve());
    render(<NameForm onSend={onSend} />);
    fireEvent.input(screen.getByLabelText('Nombre'), { target: { value: 'Rellenado' } });
    await waitFor(() => expect(formElement()).toHaveAttribute('data-ready', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Rellenado', accepts: false }, expect.anything()));
  });

  it('validates a submit made before the library arrived, once it has', async () => {
    render(<NameForm onSend={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '' } });
    fireEvent.submit(formElement());
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();

    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe tu nombre.');
  });
});
