import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormField } from './form-field';
import { renderApp } from '@fvc/shared/testing/render-app';

function PasswordForm() {
  const { register } = useForm<{ password: string }>();
  return <FormField id="password" label="Contraseña" type="password" autoComplete="current-password" registration={register('password')} />;
}

describe('FormField', () => {
  it('lets a password be shown and hidden again, saying which (issue #69)', async () => {
    const user = userEvent.setup();
    renderApp(<PasswordForm />);
    const password = screen.getByLabelText('Contraseña');
    const reveal = screen.getByRole('button', { name: 'Mostrar contraseña' });
    await user.type(password, 'Demo.2026!');
    expect(password).toHaveAttribute('type', 'password');
    expect(reveal).toHaveAttribute('aria-pressed', 'false');

    await user.click(reveal);
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Demo.2026!');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.click(reveal);
    expect(password).toHaveAttribute('type', 'password');
  });
});
