import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestForm } from './test-form';
import { renderApp } from '@fvc/shared/testing/render-app';

const formElement = () => screen.getByRole('form', { name: 'Prueba' });

it('takes over the form at the first touch, keeping the same field, its focus and what was typed, and sends it', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn();
  renderApp(<TestForm onSend={onSend} />);
  const field = screen.getByLabelText('Nombre');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(formElement()).toHaveAttribute('data-ready', 'false');

  // Typed with the library still on its way (this file's first touch starts its download).
  await user.clear(field);
  await user.type(field, 'Mariana');
  await waitFor(() => expect(formElement()).toHaveAttribute('data-ready', 'true'));
  expect(screen.getByLabelText('Nombre')).toBe(field);
  expect(field).toHaveFocus();
  expect(field).toHaveValue('Mariana');

  await user.type(field, ' López');
  await user.click(screen.getByLabelText('Acepto'));
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  expect(onSend.mock.calls[0]).toEqual([{ name: 'Mariana López', accepts: true }, expect.anything()]);
});
