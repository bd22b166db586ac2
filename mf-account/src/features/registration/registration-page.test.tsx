import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { RegistrationPage } from './registration-page';
import { renderApp } from '@fvc/shared/testing/render-app';

const renderPage = () =>
  renderApp(
    <MemoryRouter>
      <RegistrationPage />
    </MemoryRouter>,
  );

async function fill(values: { contract?: string; rfc?: string; password?: string }) {
  if (values.contract) await userEvent.type(screen.getByLabelText('Número de contrato'), values.contract);
  if (values.rfc) await userEvent.type(screen.getByLabelText('RFC del titular'), values.rfc);
  if (values.password) await userEvent.type(screen.getByLabelText('Contraseña'), values.password);
  await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
}

describe('RegistrationPage', () => {
  it('checks the contract number, the RFC (with its date) and the password length with the contract rules', async () => {
    renderPage();
    await fill({ contract: '12345', rfc: 'TBA010229QH2', password: 'corta' });
    expect(await screen.findByText(/Escribe el número de contrato como aparece/)).toBeInTheDocument();
    expect(screen.getByText(/Escribe un RFC válido/)).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener de 8 a 128 caracteres.')).toBeInTheDocument();
  });

  it('shows the API message for a common password on the password field', async () => {
    apiStub()
      .post('/api/auth/register')
      .reply(400, {
        code: 'VALIDATION_ERROR',
        message: 'Esa contraseña es muy común y fácil de adivinar.',
        fields: { password: 'Esa contraseña es muy común y fácil de adivinar.' },
      });
    renderPage();
    await fill({ contract: 'fvc-2023-000456', rfc: 'tba050315qh2', password: 'password1' });
    expect(await screen.findByText('Esa contraseña es muy común y fácil de adivinar.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Número de contrato')).toHaveValue('fvc-2023-000456');
    // Drawn once, beside the field: the alert that says the same is only announced.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Esa contraseña es muy común y fácil de adivinar.');
    expect(alert).toHaveClass('fvc-visually-hidden');
    // Correcting the field re-checks it: the alert does not then appear above the form.
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
    expect(screen.getByRole('alert')).toHaveClass('fvc-visually-hidden');
  });

  it('sends the normalised contract and RFC and tells the customer to check their e-mail', async () => {
    apiStub()
      .post('/api/auth/register', { contractNumber: 'FVC-2023-000456', rfc: 'TBA050315QH2', password: 'una frase larga' })
      .reply(202, { message: 'Si los datos coinciden con un contrato, en unos minutos recibirás un enlace para confirmar tu cuenta en el correo que tenemos registrado para ese contrato.' });
    renderPage();
    await fill({ contract: 'fvc-2023-000456', rfc: 'tba050315qh2', password: 'una frase larga' });
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('en el correo que tenemos registrado para ese contrato');
    // No address is typed: the contract's own is the one that gets the link (decision 0043).
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
    // The form and its button are gone: the keyboard goes on from the answer, not the page's start.
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
