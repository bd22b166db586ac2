import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffBillDelivery } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { ADMIN, AGENT, EDITOR, renderBackoffice } from '../../testing/backoffice-screen';

const DELIVERIES = '/api/backoffice/bill-deliveries';
const PAGE = '/backoffice/facturas/enviadas-a-distribuidores';
const FAILED_ID = '4d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const QUEUED_ID = '4d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0e';
const SENT_ID = '4d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0f';
const SMTP_ERROR = '552 Buzón lleno';

function delivery(changes: Partial<StaffBillDelivery> = {}): StaffBillDelivery {
  return {
    id: FAILED_ID,
    folio: 'ENV-2026-000007',
    customer: { id: 'c-1', name: 'Mariana López' },
    contractNumber: 'FVC-2024-000123',
    invoice: 'A1024',
    fiscalUuid: '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
    distributor: { id: 'd-1', name: 'Camiones del Bajío' },
    createdAt: '2026-03-05T20:05:00.000Z',
    mailStatus: 'failed',
    mailAttempts: 80,
    mailLastError: SMTP_ERROR,
    mailSentAt: null,
    ...changes,
  };
}

const queued = () => delivery({ id: QUEUED_ID, folio: 'ENV-2026-000008', mailStatus: 'pending', mailAttempts: 2, mailLastError: '421 Inténtalo más tarde' });
const sent = () =>
  delivery({ id: SENT_ID, folio: 'ENV-2026-000009', distributor: { id: 'd-2', name: 'Autobuses de Occidente' }, mailStatus: 'sent', mailAttempts: 1, mailLastError: null, mailSentAt: '2026-03-05T20:06:00.000Z' });
const rowOf = (folio: string) => screen.getByRole('rowheader', { name: folio }).closest('tr')!;
const RESEND = /^Enviar de nuevo/;

describe('the invoices sent to dealers', () => {
  it('is the Facturas section’s second list, one link away from the invoice requests', async () => {
    const user = userEvent.setup();
    apiStub().get('/api/backoffice/invoice-requests').reply(200, { items: [], total: 0 });
    apiStub().get(DELIVERIES).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, { items: [sent()], total: 1 });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    const lists = await screen.findByRole('navigation', { name: 'Listas de facturas' });
    expect(within(lists).getByRole('link', { name: 'Solicitudes de factura' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(lists).getByRole('link', { name: 'Enviadas a distribuidores' }));
    expect(await screen.findByRole('table', { name: 'Enviadas a distribuidores: 1 envío' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Listas de facturas' })).getByRole('link', { name: 'Enviadas a distribuidores' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Back-office' })).getByRole('link', { name: 'Facturas' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists each one with its customer, invoice, dealer and mail; a failed or retrying one says its attempts and last error', async () => {
    apiStub()
      .get(DELIVERIES)
      .reply(200, { items: [delivery(), queued(), sent()], total: 3 });
    renderBackoffice(PAGE, { signedInAs: AGENT });

    const table = await screen.findByRole('table', { name: 'Enviadas a distribuidores: 3 envíos' });
    expect(screen.getByRole('region', { name: 'Enviadas a distribuidores: 3 envíos' })).toContainElement(table);
    const failed = rowOf('ENV-2026-000007');
    for (const text of ['Mariana López', 'FVC-2024-000123', 'A1024', 'Folio fiscal: 6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b', 'Camiones del Bajío', 'Falló', '80 intentos', `Último error: ${SMTP_ERROR}`]) {
      expect(failed).toHaveTextContent(text);
    }
    expect(within(failed).getByRole('button', { name: 'Enviar de nuevo el envío ENV-2026-000007' })).toBeInTheDocument();

    const retrying = rowOf('ENV-2026-000008');
    expect(retrying).toHaveTextContent('En cola');
    expect(retrying).toHaveTextContent('2 intentos');
    expect(retrying).toHaveTextContent('Último error: 421 Inténtalo más tarde');
    expect(within(retrying).queryByRole('button', { name: RESEND })).not.toBeInTheDocument();

    const done = rowOf('ENV-2026-000009');
    expect(done).toHaveTextContent('Enviado');
    expect(done).toHaveTextContent('Autobuses de Occidente');
    expect(done).not.toHaveTextContent('intento');
    expect(within(done).queryByRole('button', { name: RESEND })).not.toBeInTheDocument();
  });

  it('sends the filters in the query string and keeps them in the address for the next page', async () => {
    const user = userEvent.setup();
    apiStub().get(DELIVERIES).query({}).reply(200, { items: [sent()], total: 1 });
    const filtered = apiStub()
      .get(DELIVERIES)
      .query({ status: 'failed', minAgeDays: '3', customer: 'López' })
      .reply(200, { items: [delivery()], total: 120 });
    const second = apiStub()
      .get(DELIVERIES)
      .query({ status: 'failed', minAgeDays: '3', customer: 'López', page: '2' })
      .reply(200, { items: [delivery({ folio: 'ENV-2026-000001' })], total: 120 });
    renderBackoffice(PAGE, { signedInAs: AGENT });
    await screen.findByRole('rowheader', { name: 'ENV-2026-000009' });

    await user.selectOptions(screen.getByLabelText('Correo'), 'Falló');
    await user.type(screen.getByLabelText('Antigüedad mínima (días)'), '3');
    await user.type(screen.getByLabelText('Cliente'), ' López ');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('rowheader', { name: 'ENV-2026-000007' })).toBeInTheDocument();
    expect(filtered.isDone()).toBe(true);

    await user.click(within(screen.getByRole('navigation', { name: 'Páginas de facturas enviadas' })).getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('rowheader', { name: 'ENV-2026-000001' })).toBeInTheDocument();
    expect(second.isDone()).toBe(true);
  });

  it('reads the filters and the page from the address, and leaves out what it does not know', async () => {
    const asked = apiStub().get(DELIVERIES).query({ status: 'pending', customer: 'ENV-2026', page: '2' }).reply(200, { items: [], total: 0 });
    renderBackoffice(`${PAGE}?status=pending&minAgeDays=muchos&customer=ENV-2026&page=2`, { signedInAs: ADMIN });
    expect(await screen.findByRole('heading', { name: 'No hay facturas enviadas' })).toBeInTheDocument();
    expect(asked.isDone()).toBe(true);
    expect(screen.getByLabelText('Correo')).toHaveValue('pending');
    expect(screen.getByLabelText('Antigüedad mínima (días)')).toHaveValue('');
    expect(screen.getByLabelText('Cliente')).toHaveValue('ENV-2026');
  });

  it('refuses an age that is not a number of days, and asks the API nothing', async () => {
    const user = userEvent.setup();
    apiStub().get(DELIVERIES).query({}).reply(200, { items: [sent()], total: 1 });
    const asked = apiStub().get(DELIVERIES).query(true).reply(200, { items: [], total: 0 });
    renderBackoffice(PAGE, { signedInAs: AGENT });
    await screen.findByRole('rowheader', { name: 'ENV-2026-000009' });

    await user.type(screen.getByLabelText('Antigüedad mínima (días)'), '-2');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const age = screen.getByLabelText('Antigüedad mínima (días)');
    await waitFor(() => expect(age).toHaveAttribute('aria-invalid', 'true'));
    expect(age).toHaveAccessibleDescription(expect.stringContaining('Escribe un número de días entre 0 y 3,650.'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.isDone()).toBe(false);
  });

  it('sends a failed one again, updates its row and says so', async () => {
    const user = userEvent.setup();
    const requeued = delivery({ mailStatus: 'pending', mailAttempts: 0, mailLastError: null });
    apiStub().get(DELIVERIES).reply(200, { items: [delivery(), sent()], total: 2 });
    const resent = apiStub().post(`${DELIVERIES}/${FAILED_ID}/resend`).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, requeued);
    // The list is asked again afterwards.
    apiStub().get(DELIVERIES).reply(200, { items: [requeued, sent()], total: 2 });
    renderBackoffice(PAGE, { signedInAs: AGENT });

    await user.click(await screen.findByRole('button', { name: 'Enviar de nuevo el envío ENV-2026-000007' }));
    expect(
      await screen.findByText('La factura A1024 para Camiones del Bajío (envío ENV-2026-000007) volvió a la cola del correo: saldrá en unos momentos.'),
    ).toHaveAttribute('role', 'status');
    expect(resent.isDone()).toBe(true);
    await waitFor(() => expect(rowOf('ENV-2026-000007')).toHaveTextContent('En cola'));
    expect(rowOf('ENV-2026-000007')).not.toHaveTextContent('Último error');
    expect(screen.queryByRole('button', { name: RESEND })).not.toBeInTheDocument();
  });

  it('shows the API’s 409 when the mail had already gone out, and reads the list again', async () => {
    const user = userEvent.setup();
    const message = 'Este correo ya salió hacia el distribuidor: enviarlo otra vez lo duplicaría.';
    apiStub().get(DELIVERIES).reply(200, { items: [delivery()], total: 1 });
    apiStub().post(`${DELIVERIES}/${FAILED_ID}/resend`).reply(409, { code: 'ALREADY_SENT', message });
    apiStub().get(DELIVERIES).reply(200, { items: [delivery({ mailStatus: 'sent', mailSentAt: '2026-03-05T20:06:00.000Z' })], total: 1 });
    renderBackoffice(PAGE, { signedInAs: AGENT });

    await user.click(await screen.findByRole('button', { name: RESEND }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.queryByRole('button', { name: RESEND })).not.toBeInTheDocument());
    expect(rowOf('ENV-2026-000007')).toHaveTextContent('Enviado');
  });

  it('shows the API’s failure as the page’s message, with a retry', async () => {
    const user = userEvent.setup();
    apiStub().get(DELIVERIES).reply(500, { code: 'INTERNAL', message: 'Algo falló de nuestro lado.' });
    apiStub().get(DELIVERIES).reply(200, { items: [sent()], total: 1 });
    renderBackoffice(PAGE, { signedInAs: AGENT });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo falló de nuestro lado.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('rowheader', { name: 'ENV-2026-000009' })).toBeInTheDocument();
  });

  it('says it is loading until the API answers', async () => {
    apiStub().get(DELIVERIES).delay(100).reply(200, { items: [], total: 0 });
    renderBackoffice(PAGE, { signedInAs: AGENT });
    expect(await screen.findByText('Cargando facturas enviadas…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No hay facturas enviadas' })).toBeInTheDocument();
  });

  it('is not an editor’s: the page says so without asking the API', async () => {
    renderBackoffice(PAGE, { signedInAs: EDITOR });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta sección.');
  });
});
