import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestForm } from './test-form';
import { renderApp } from '@fvc/shared/testing/render-app';

it('reads what the browser filled in without a focus (autofill), which also starts the download', async () => {
  const onSend = jest.fn();
  renderApp(<TestForm onSend={onSend} />);
  fireEvent.input(screen.getByLabelText('Nombre'), { target: { value: 'Rellenado' } });
  await waitFor(() => expect(screen.getByRole('form', { name: 'Prueba' })).toHaveAttribute('data-ready', 'true'));

  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Rellenado', accepts: false }, expect.anything()));
});
