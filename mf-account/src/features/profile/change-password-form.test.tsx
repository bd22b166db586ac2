import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_MESSAGES } from '@fvc/shared/contracts/rules';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { ChangePasswordForm } from './change-password-form';

const WRONG_CURRENT = 'La contraseña actual no es correcta.';

describe('ChangePasswordForm', () => {
  signInForEachTest();

  it('refuses a pasted password longer than the limit with the rule, instead of saving it cut short', async () => {
    const user = userEvent.setup();
    const changed = jest.fn();
    renderApp(<ChangePasswordForm onChanged={changed} />);
    const tooLong = 'a'.repeat(200);
    await user.type(screen.getByLabelText('Contraseña actual'), 'Demo.2026!');
    await user.click(screen.getByLabelText('Nueva contraseña'));
    await user.paste(tooLong);
    await user.click(screen.getByLabelText('Confirma la nueva contraseña'));
    await user.paste(tooLong);
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue(tooLong);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(expect.stringContaining(ACCESS_MESSAGES.passwordLength));
    // Nothing was sent: the API stub has no answer, so a request would fail the form with an alert.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Listo: tu contraseña cambió/)).not.toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
  });

  it('drops the answer to an earlier try once a new try stops at a field', async () => {
    const user = userEvent.setup();
    apiStub().post('/api/auth/password').reply(400, { code: 'VALIDATION_ERROR', message: WRONG_CURRENT, fields: { currentPassword: WRONG_CURRENT } });
    renderApp(<ChangePasswordForm onChanged={jest.fn()} />);
    await user.type(screen.getByLabelText('Contraseña actual'), 'equivocada');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'una frase larga y mía');
    await user.type(screen.getByLabelText('Confirma la nueva contraseña'), 'una frase larga y mía');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CURRENT);

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(expect.stringContaining(ACCESS_MESSAGES.passwordLength));
    expect(screen.queryByText(WRONG_CURRENT, { selector: '[role="alert"]' })).not.toBeInTheDocument();
  });
});
