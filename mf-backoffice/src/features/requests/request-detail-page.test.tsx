import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffList } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { AGENT, REQUEST_ID, renderBackoffice, requestDetail, sessionOf } from '../../testing/backoffice-screen';

const DETAIL = `/api/backoffice/requests/${REQUEST_ID}`;
const STAFF: StaffList = [
  { id: AGENT.id, name: 'Ana Torres', roles: ['agent'] },
  { id: 'b0000000-0000-4000-8000-000000000009', name: 'Pedro Gil', roles: ['agent', 'admin'] },
  { id: 'b0000000-0000-4000-8000-000000000010', name: 'Carla Ruiz', roles: ['editor'] },
];

function openRequest(detail = requestDetail()) {
  apiStub().get(DETAIL).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, detail);
  apiStub().get('/api/backoffice/staff').reply(200, STAFF).persist();
  return renderBackoffice(`/backoffice/solicitudes/${REQUEST_ID}`, { signedInAs: AGENT });
}

const thread = () => screen.getByRole('list', { name: 'Seguimiento de la solicitud' });

describe('a request', () => {
  it('shows the request, its customer with their contracts’ standing and balance, and what has been done', async () => {
    openRequest(requestDetail({ kind: 'payoff', amountCents: 45678900, asOf: '2026-03-31' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL-2026-000042' })).toBeInTheDocument();
    const request = screen.getByRole('region', { name: 'La solicitud' });
    expect(request).toHaveTextContent('Liquidación anticipada');
    expect(request).toHaveTextContent('Recibida');
    expect(request).toHaveTextContent('$456,789.00');
    expect(request).toHaveTextContent('31 de marzo de 2026');
    expect(request).toHaveTextContent('Pagué el 3 de marzo y no veo el pago en mi saldo.');

    const customer = screen.getByRole('region', { name: 'El cliente' });
    expect(within(customer).getByRole('link', { name: 'cliente@demo.mx' })).toHaveAttribute('href', 'mailto:cliente@demo.mx');
    expect(customer).toHaveTextContent('5512345678');
    expect(customer).toHaveTextContent('Vencido (12 días) · Saldo $1,234,567.89');
    expect(customer).toHaveTextContent('Liquidado · Saldo $0.00');

    expect(within(thread()).getByRole('listitem')).toHaveTextContent('Nota interna · Ana Torres');
    expect(within(thread()).getByRole('listitem')).toHaveTextContent('Reviso con tesorería.');
  });

  it('sends a reply with the chosen status, and the thread and the status follow at once', async () => {
    const user = userEvent.setup();
    openRequest();
    const answer = 'Ya aplicamos su pago del 3 de marzo. Gracias.';
    const sent = apiStub()
      .post(`${DETAIL}/replies`, { body: answer, status: 'closed' })
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(
        200,
        requestDetail({
          status: 'closed',
          entries: [
            ...requestDetail().entries,
            { id: 'e0000000-0000-4000-8000-000000000002', kind: 'reply', author: 'Ana Torres', body: answer, status: null, createdAt: '2026-03-06T16:00:00.000Z' },
            { id: 'e0000000-0000-4000-8000-000000000003', kind: 'status', author: 'Ana Torres', body: 'Recibida → Cerrada', status: 'closed', createdAt: '2026-03-06T16:00:00.000Z' },
          ],
        }),
      );
    // The inboxes are asked again once it is answered; none is on screen here.
    await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL-2026-000042' });

    const form = screen.getByRole('region', { name: 'Responder al cliente' });
    await user.type(within(form).getByLabelText('Respuesta'), answer);
    await user.click(within(form).getByRole('radio', { name: 'Cerrar la solicitud' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Respuesta enviada al cliente. La solicitud está cerrada.');
    expect(sent.isDone()).toBe(true);
    const entries = within(thread()).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[1]).toHaveTextContent(`Respuesta al cliente · Ana Torres`);
    expect(entries[1]).toHaveTextContent(answer);
    expect(entries[2]).toHaveTextContent('Cambio de estado: Recibida → Cerrada');
    expect(screen.getByRole('region', { name: 'La solicitud' })).toHaveTextContent('Cerrada');
    expect(screen.getByLabelText('Nuevo estado')).toHaveValue('closed');
    expect(within(form).getByLabelText('Respuesta')).toHaveValue('');
  });

  it('keeps a note that could not be saved, with the API’s message at its field', async () => {
    const user = userEvent.setup();
    openRequest();
    const problem = 'La nota no puede quedar vacía.';
    apiStub().post(`${DETAIL}/notes`).reply(400, { code: 'VALIDATION_ERROR', message: problem, fields: { body: problem } });
    await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL-2026-000042' });

    const form = screen.getByRole('region', { name: 'Nota interna' });
    await user.type(within(form).getByLabelText('Nota'), 'Llamé al cliente.');
    await user.click(within(form).getByRole('button', { name: 'Agregar nota' }));

    expect(await within(form).findByText(problem, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Nota')).toHaveValue('Llamé al cliente.');
    expect(within(form).getByLabelText('Nota')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a reply the server failed, with its message in an alert', async () => {
    const user = userEvent.setup();
    openRequest();
    apiStub().post(`${DETAIL}/replies`).reply(503, { code: 'MAIL_DOWN', message: 'No pudimos enviar el correo al cliente. Intenta de nuevo en unos minutos.' });
    await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL-2026-000042' });

    const form = screen.getByRole('region', { name: 'Responder al cliente' });
    await user.type(within(form).getByLabelText('Respuesta'), 'Su pago ya aparece.');
    await user.click(within(form).getByRole('button', { name: 'Enviar respuesta' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('No pudimos enviar el correo al cliente.');
    expect(within(form).getByLabelText('Respuesta')).toHaveValue('Su pago ya aparece.');
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('assigns it to someone who answers requests, and shows who', async () => {
    const user = userEvent.setup();
    openRequest();
    const assigned = apiStub()
      .post(`${DETAIL}/assignment`, { staffId: 'b0000000-0000-4000-8000-000000000009' })
      .reply(200, requestDetail({ assignee: { id: 'b0000000-0000-4000-8000-000000000009', name: 'Pedro Gil' } }));
    await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL-2026-000042' });

    const select = screen.getByLabelText('Asignar a');
    expect(await within(select).findByRole('option', { name: 'Pedro Gil' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Sin asignar', 'Ana Torres', 'Pedro Gil']);
    await user.selectOptions(select, 'Pedro Gil');
    await user.click(screen.getByRole('button', { name: 'Asignar' }));

    expect(await screen.findByText('Asignada a Pedro Gil.')).toBeInTheDocument();
    expect(assigned.isDone()).toBe(true);
    expect(screen.getByRole('region', { name: 'La solicitud' })).toHaveTextContent('Pedro Gil');
  });

  it('keeps what was typed when the session ends under it, and gives it back once the same person signs in again', async () => {
    const user = userEvent.setup();
    openRequest();
    await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL-2026-000042' });
    apiStub().post(`${DETAIL}/notes`).reply(401, { code: 'UNAUTHENTICATED', message: 'Expiró.' });
    apiStub().post('/api/backoffice/auth/refresh').reply(401, { code: 'UNAUTHENTICATED', message: 'Tu sesión del back-office terminó.' });

    await user.type(screen.getByLabelText('Nota'), 'Pendiente de tesorería.');
    await user.click(screen.getByRole('button', { name: 'Agregar nota' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tu sesión del back-office terminó.');

    apiStub().post('/api/backoffice/auth/sign-in').reply(200, { challengeId: '5f0c6d2e-1111-4222-8333-444455556666', sentTo: 'a•••e@demo.mx', codeExpiresAt: '2099-01-01T00:05:00Z' });
    apiStub().post('/api/backoffice/auth/code').reply(200, sessionOf(AGENT, 'staff-jwt-2'));
    apiStub().get(DETAIL).matchHeader('authorization', 'Bearer staff-jwt-2').reply(200, requestDetail()).persist();
    await user.type(screen.getByLabelText('Correo'), 'agente@demo.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'Staff.2026!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await user.type(await screen.findByLabelText('Código'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar y entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL-2026-000042' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nota')).toHaveValue('Pendiente de tesorería.');
  });
});
