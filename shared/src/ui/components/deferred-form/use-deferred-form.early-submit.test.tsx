import { fireEvent, screen } from '@testing-library/react';
import { TestForm } from './test-form';
import { renderApp } from '@fvc/shared/testing/render-app';

it('holds a submit made before the library arrived, then validates it', async () => {
  const onSend = jest.fn();
  renderApp(<TestForm onSend={onSend} />);
  fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Prueba' }));
  expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();

  expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe tu nombre.');
  expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  expect(onSend).not.toHaveBeenCalled();
});
