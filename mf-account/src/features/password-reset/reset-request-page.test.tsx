import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { ResetRequestPage } from './reset-request-page';
import { renderApp } from '@fvc/shared/testing/render-app';

describe('ResetRequestPage', () => {
  it('sends the trimmed e-mail and gives focus to the answer, where the form was', async () => {
    const request = apiStub()
      .post('/api/auth/password-reset', { email: 'ana@example.com' })
      .reply(202, { message: 'Si hay una cuenta con ana@example.com, en unos minutos te llegará un enlace.' });
    renderApp(
      <MemoryRouter>
        <ResetRequestPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Correo electrónico'), '  ana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Si hay una cuenta con ana@example.com');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(request.isDone()).toBe(true);
  });
});
