import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { UnsubscribePage } from './unsubscribe-page';

const customer = '11111111-1111-4111-8111-111111111111';
const token = 'A'.repeat(43);

describe('UnsubscribePage', () => {
  it('stops one kind of notice without signing in, once the person confirms', async () => {
    apiStub().post('/api/notices/unsubscribe').query({ c: customer, a: 'reminder', t: token }).reply(200, { kind: 'reminder', stopped: true });
    const user = userEvent.setup();
    renderApp(<UnsubscribePage />, { route: `/avisos/cancelar?c=${customer}&a=reminder&t=${token}` });
    expect(screen.getByText('¿Quieres dejar de recibir los recordatorios de pago por correo?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dejar de recibir los recordatorios de pago' }));
    expect(await screen.findByText(/Ya no te enviaremos los recordatorios de pago/)).toBeInTheDocument();
  });

  it('says when the link is not valid', async () => {
    apiStub().post('/api/notices/unsubscribe').query(true).reply(404, { code: 'NOT_FOUND', message: 'Este enlace para dejar de recibir avisos no es válido.' });
    const user = userEvent.setup();
    renderApp(<UnsubscribePage />, { route: `/avisos/cancelar?c=${customer}&a=overdue&t=${token}` });
    await user.click(screen.getByRole('button', { name: /Dejar de recibir/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace para dejar de recibir avisos no es válido.');
    renderApp(<UnsubscribePage />, { route: '/avisos/cancelar?a=nada' });
    expect(screen.getByRole('heading', { name: 'Enlace no válido' })).toBeInTheDocument();
  });
});
