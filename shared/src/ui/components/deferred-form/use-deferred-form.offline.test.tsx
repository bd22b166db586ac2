import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../form-field';
import { useDeferredForm } from './use-deferred-form';

// The library's chunk cannot be downloaded (the connection dropped).
jest.mock('./form-engine', () => {
  throw new Error('sin red');
});

function OfflineForm({ onSend }: { onSend: () => void }) {
  const { form, formProps, engine, loadError } = useDeferredForm<{ name: string }>();
  return (
    <form {...formProps} onSubmit={form.handleSubmit(onSend)} aria-label="Sin red">
      {engine}
      <FormField id="nombre" label="Nombre" registration={form.register('name')} />
      {loadError && <p role="alert">{loadError}</p>}
      <button type="submit">Enviar</button>
    </form>
  );
}

it('says so in Spanish, keeps what was typed and sends nothing when react-hook-form cannot be downloaded', async () => {
  const onSend = jest.fn();
  render(<OfflineForm onSend={onSend} />);
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos preparar el formulario');
  expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
  expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  expect(onSend).not.toHaveBeenCalled();
});
