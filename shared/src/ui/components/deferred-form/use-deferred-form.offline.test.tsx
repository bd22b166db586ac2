import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestForm } from './test-form';
import { renderApp } from '@fvc/shared/testing/render-app';

// The library's chunk cannot be downloaded twice (the connection dropped), then it can.
let mockDownloads = 0;
jest.mock('./form-engine', () => {
  mockDownloads += 1;
  if (mockDownloads <= 2) throw new Error('sin red');
  return jest.requireActual('./form-engine');
});

it('says so in Spanish when a submit cannot go ahead, keeps what was typed, and a later submit sends it', async () => {
  const user = userEvent.setup();
  const onSend = jest.fn();
  renderApp(<TestForm onSend={onSend} />);
  const field = screen.getByLabelText('Nombre');

  // The first touch fails quietly, and more typing does not ask again.
  await user.type(field, ' Torres');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(mockDownloads).toBe(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos preparar el formulario');
  expect(field).toHaveValue('Ana Torres');
  expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  expect(onSend).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Ana Torres', accepts: false }, expect.anything()));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
