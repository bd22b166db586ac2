import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffInvoiceRequest } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { ADMIN, AGENT, EDITOR, renderBackoffice } from '../../testing/backoffice-screen';

const INVOICES = '/api/backoffice/invoice-requests';
const ID = '3c9e8f10-5a2b-4c6d-8e7f-0a1b2c3d4e5f';

function invoice(changes: Partial<StaffInvoiceRequest> = {}): StaffInvoiceRequest {
  return {
    id: ID,
    folio: 'FAC-2026-000012',
    status: 'received',
    statusNote: null,
    customer: { id: 'c-1', name: 'Mariana López' },
    contractNumber: 'FVC-2024-000123',
    purchaseDate: '2026-03-02',
    invoiceName: 'Transportes López SA de CV',
    rfc: 'TLO010101AB1',
    createdAt: '2026-03-05T20:05:00.000Z',
    updatedAt: '2026-03-05T20:05:00.000Z',
    ...changes,
  };
}

const rowOf = (folio: string) => screen.getByRole('rowheader', { name: folio }).closest('tr')!;

async function openRequest(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'Atender la solicitud FAC-2026-000012' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Ocultar la solicitud FAC-2026-000012' })).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('form', { name: 'Estado de la solicitud FAC-2026-000012' });
}

describe('the invoice requests', () => {
  it('lists each request with its customer, contract, RFC, purchase date, status and note', async () => {
    apiStub()
      .get(INVOICES)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, {
        items: [invoice(), invoice({ id: 'a1b2c3d4-0000-4000-8000-000000000002', folio: 'FAC-2026-000013', status: 'rejected', statusNote: 'El XML no corresponde al RFC.' })],
        total: 2,
      });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });

    const table = await screen.findByRole('table', { name: 'Solicitudes de factura: 2 solicitudes' });
    expect(screen.getByRole('region', { name: 'Solicitudes de factura: 2 solicitudes' })).toContainElement(table);
    const first = rowOf('FAC-2026-000012');
    for (const text of ['Mariana López', 'FVC-2024-000123', 'TLO010101AB1', '2 mar 2026', 'Recibida', 'Sin nota']) expect(first).toHaveTextContent(text);
    const second = rowOf('FAC-2026-000013');
    expect(second).toHaveTextContent('Rechazada');
    expect(second).toHaveTextContent('El XML no corresponde al RFC.');
  });

  it('sends the filters in the query string and keeps them in the address', async () => {
    const user = userEvent.setup();
    apiStub().get(INVOICES).query({}).reply(200, { items: [invoice()], total: 1 });
    const filtered = apiStub()
      .get(INVOICES)
      .query({ status: 'in_review', customer: 'López' })
      .reply(200, { items: [invoice({ folio: 'FAC-2026-000099', status: 'in_review' })], total: 1 });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    await screen.findByRole('rowheader', { name: 'FAC-2026-000012' });

    await user.selectOptions(screen.getByLabelText('Estado'), 'En revisión');
    await user.type(screen.getByLabelText('Cliente'), ' López ');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('rowheader', { name: 'FAC-2026-000099' })).toBeInTheDocument();
    expect(filtered.isDone()).toBe(true);
  });

  it('reads the filters and the page from the address', async () => {
    const asked = apiStub().get(INVOICES).query({ status: 'issued', customer: 'TLO', page: '2' }).reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/facturas?status=issued&customer=TLO&page=2', { signedInAs: ADMIN });
    expect(await screen.findByRole('heading', { name: 'No hay solicitudes de factura' })).toBeInTheDocument();
    expect(asked.isDone()).toBe(true);
    expect(screen.getByLabelText('Estado')).toHaveValue('issued');
    expect(screen.getByLabelText('Cliente')).toHaveValue('TLO');
  });

  it('refuses a rejection without a note, and asks the API nothing', async () => {
    const user = userEvent.setup();
    apiStub().get(INVOICES).reply(200, { items: [invoice()], total: 1 });
    const sent = apiStub().post(`${INVOICES}/${ID}/status`).reply(200, invoice({ status: 'rejected' }));
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    const form = await openRequest(user);

    await user.selectOptions(within(form).getByLabelText('Nuevo estado'), 'Rechazada');
    await user.type(within(form).getByLabelText('Nota para el cliente (la leerá en su portal y por correo)'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Cambiar estado' }));

    const note = within(form).getByLabelText('Nota para el cliente (la leerá en su portal y por correo)');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Escribe la nota para el cliente'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.isDone()).toBe(false);
  });

  it('rejects with the note, updates the row and announces it', async () => {
    const user = userEvent.setup();
    const note = 'El XML no corresponde al RFC de la factura.';
    const rejected = invoice({ status: 'rejected', statusNote: note });
    apiStub().get(INVOICES).reply(200, { items: [invoice()], total: 1 });
    const sent = apiStub().post(`${INVOICES}/${ID}/status`, { status: 'rejected', note }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, rejected);
    // The list is asked again after the change.
    apiStub().get(INVOICES).reply(200, { items: [rejected], total: 1 });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    const form = await openRequest(user);

    await user.selectOptions(within(form).getByLabelText('Nuevo estado'), 'Rechazada');
    await user.type(within(form).getByLabelText('Nota para el cliente (la leerá en su portal y por correo)'), ` ${note} `);
    await user.click(within(form).getByRole('button', { name: 'Cambiar estado' }));

    expect(await screen.findByText('La solicitud FAC-2026-000012 quedó como «Rechazada».')).toHaveAttribute('role', 'status');
    expect(sent.isDone()).toBe(true);
    await waitFor(() => expect(rowOf('FAC-2026-000012')).toHaveTextContent('Rechazada'));
    expect(rowOf('FAC-2026-000012')).toHaveTextContent(note);
  });

  it('marks a request issued with no note, sending no note', async () => {
    const user = userEvent.setup();
    const issued = invoice({ status: 'issued' });
    apiStub().get(INVOICES).reply(200, { items: [invoice({ status: 'in_review' })], total: 1 });
    const sent = apiStub()
      .post(`${INVOICES}/${ID}/status`, (body: unknown) => JSON.stringify(body) === JSON.stringify({ status: 'issued' }))
      .reply(200, issued);
    apiStub().get(INVOICES).reply(200, { items: [issued], total: 1 });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    const form = await openRequest(user);

    await user.selectOptions(within(form).getByLabelText('Nuevo estado'), 'Factura emitida');
    await user.click(within(form).getByRole('button', { name: 'Cambiar estado' }));
    expect(await screen.findByText('La solicitud FAC-2026-000012 quedó como «Factura emitida».')).toHaveAttribute('role', 'status');
    expect(sent.isDone()).toBe(true);
    await waitFor(() => expect(rowOf('FAC-2026-000012')).toHaveTextContent('Factura emitida'));
  });

  it('puts the API’s refusal beside the note', async () => {
    const user = userEvent.setup();
    const message = 'Escribe por qué se rechaza: el cliente lo leerá.';
    apiStub().get(INVOICES).reply(200, { items: [invoice()], total: 1 });
    apiStub().post(`${INVOICES}/${ID}/status`).reply(400, { code: 'VALIDATION_ERROR', message, fields: { note: message } });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    const form = await openRequest(user);

    await user.click(within(form).getByRole('button', { name: 'Cambiar estado' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Nota para el cliente (la leerá en su portal y por correo)')).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
  });

  it('downloads the purchase PDF and the SAT XML with the staff token, named after the folio', async () => {
    const user = userEvent.setup();
    apiStub().get(INVOICES).reply(200, { items: [invoice()], total: 1 });
    const docs = apiStub()
      .get(`${INVOICES}/${ID}/files/docs`)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, '%PDF-1.4', { 'Content-Type': 'application/pdf' });
    const sat = apiStub()
      .get(`${INVOICES}/${ID}/files/sat`)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, '<cfdi:Comprobante/>', { 'Content-Type': 'application/xml' });
    // jsdom has no object URLs and does not download: the browser's part is stood in for here.
    URL.createObjectURL = jest.fn(() => 'blob:archivo');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    await openRequest(user);

    await user.click(screen.getByRole('button', { name: 'Descargar PDF de compra' }));
    await waitFor(() => expect(saved).toEqual(['FAC-2026-000012-docs.pdf']));
    await user.click(screen.getByRole('button', { name: 'Descargar XML del SAT' }));
    await waitFor(() => expect(saved).toEqual(['FAC-2026-000012-docs.pdf', 'FAC-2026-000012-sat.xml']));
    expect(docs.isDone()).toBe(true);
    expect(sat.isDone()).toBe(true);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });

  it('says when a file could not be downloaded', async () => {
    const user = userEvent.setup();
    apiStub().get(INVOICES).reply(200, { items: [invoice()], total: 1 });
    apiStub().get(`${INVOICES}/${ID}/files/sat`).reply(404, { code: 'NOT_FOUND', message: 'No encontramos ese archivo.' });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    await openRequest(user);

    await user.click(screen.getByRole('button', { name: 'Descargar XML del SAT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos descargar el archivo. No encontramos ese archivo.');
  });

  it('shows the API’s failure as the page’s message', async () => {
    apiStub().get(INVOICES).reply(500, { code: 'INTERNAL', message: 'Algo falló de nuestro lado.' });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo falló de nuestro lado.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('is not an editor’s: no entry in the bar, and the page says so without asking the API', async () => {
    renderBackoffice('/backoffice/facturas', { signedInAs: EDITOR });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta sección.');
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(within(nav).queryByRole('link', { name: 'Facturas' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Prospectos' })).not.toBeInTheDocument();
  });

  it('is in an agent’s bar', async () => {
    apiStub().get(INVOICES).reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/facturas', { signedInAs: AGENT });
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(within(nav).getByRole('link', { name: 'Facturas' })).toHaveAttribute('href', '/backoffice/facturas');
    expect(within(nav).getByRole('link', { name: 'Prospectos' })).toHaveAttribute('href', '/backoffice/prospectos');
    expect(await screen.findByRole('heading', { name: 'No hay solicitudes de factura' })).toBeInTheDocument();
  });
});
