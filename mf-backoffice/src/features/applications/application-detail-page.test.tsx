import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffApplicationDetail, StaffList } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { APPLICATION_ID, applicationDetail } from '../../testing/application-fixtures';
import { AGENT, renderBackoffice } from '../../testing/backoffice-screen';

const DETAIL = `/api/backoffice/applications/${APPLICATION_ID}`;
const PAGE = `/backoffice/solicitudes-de-credito/${APPLICATION_ID}`;
const STAFF: StaffList = [
  { id: AGENT.id, name: 'Ana Torres', roles: ['agent'] },
  { id: 'b0000000-0000-4000-8000-000000000009', name: 'Pedro Gil', roles: ['agent', 'admin'] },
  { id: 'b0000000-0000-4000-8000-000000000010', name: 'Carla Ruiz', roles: ['editor'] },
];
const CHALLENGE = { challengeId: '5f0c6d2e-1111-4222-8333-444455556666', sentTo: 'a•••e@demo.mx', codeExpiresAt: '2099-01-01T00:05:00Z' };

function openApplication(detail: StaffApplicationDetail = applicationDetail()) {
  apiStub().get(DETAIL).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, detail);
  apiStub().get('/api/backoffice/staff').reply(200, STAFF).persist();
  // After a change the inbox is asked again; none is on screen here.
  apiStub().get('/api/backoffice/applications').query(true).reply(200, { items: [], total: 0 }).persist();
  return renderBackoffice(PAGE, { signedInAs: AGENT });
}

const region = (name: string) => screen.getByRole('region', { name });
const history = () => screen.getByRole('list', { name: 'Historial de la solicitud' });
const withEvent = (detail: StaffApplicationDetail, changes: Partial<StaffApplicationDetail>, event: StaffApplicationDetail['events'][number]) => ({
  ...detail,
  ...changes,
  events: [...detail.events, event],
});

describe('a credit application', () => {
  it('shows what the applicant entered step by step, the quote, the documents, the signed consents and the history', async () => {
    openApplication();

    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud de crédito SOL-2026-000007' })).toBeInTheDocument();
    const application = region('La solicitud');
    expect(application).toHaveTextContent('Recibida');
    expect(application).toHaveTextContent('Sin asignar');
    expect(within(application).getByRole('link', { name: 'ana.torres@example.com' })).toHaveAttribute('href', 'mailto:ana.torres@example.com');

    const quote = region('Cotización');
    for (const text of ['COT-2026-000120', 'Crédito directo', 'Persona física', 'Enganche20 %', 'Monto a financiar$987,654.32', '48 meses', '$34,567.89 con IVA', '18.5 %', '25.4 % sin IVA']) {
      expect(quote).toHaveTextContent(text);
    }

    const applicant = region('Datos del solicitante');
    expect(within(applicant).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Datos del solicitante',
      'Domicilio',
      'Ingresos o actividad',
      'Referencias',
    ]);
    for (const text of ['Ana Torres Álvarez', 'TOAA800101AB3', 'TOAA800101MDFRLN04', '1 de enero de 1980', 'Av. Juárez 100, interior 4', 'Centro', '76000', 'Operadora', '$45,000.00', '6 años']) {
      expect(applicant).toHaveTextContent(text);
    }
    expect(within(within(applicant).getByRole('list', { name: 'Referencias' })).getAllByRole('listitem')[1]).toHaveTextContent('Marta Sánchez · Proveedor');

    const documents = within(region('Documentos')).getByRole('list', { name: 'Documentos de la solicitud' });
    const id = within(documents).getAllByRole('listitem')[0]!;
    expect(id).toHaveTextContent('Identificación oficial vigente (INE o pasaporte)');
    expect(id).toHaveTextContent('identificacion.pdf (PDF, 240 KB)');
    expect(within(id).getByRole('button', { name: 'Descargar Identificación oficial vigente (INE o pasaporte)' })).toBeInTheDocument();
    const optional = within(documents).getAllByRole('listitem').find((item) => item.textContent?.includes('Facturas de unidades'))!;
    expect(optional).toHaveTextContent('(opcional)Opcional; no lo subió.');
    expect(within(optional).queryByRole('button')).not.toBeInTheDocument();

    const consents = within(region('Autorizaciones firmadas')).getByRole('table', { name: 'Firmadas con el código enviado por correo al solicitante' });
    const rows = within(consents).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Aviso de privacidad',
      'Autorización para consultar tu historial crediticio',
      'Autorización para consultar tu información fiscal (SAT)',
    ]);
    expect(rows[1]).toHaveTextContent('buro-2026-01');
    expect(rows[1]).toHaveTextContent('5 mar 2026');
    expect(rows[1]).toHaveTextContent('198.51.100.1');
    expect(rows[2]).toHaveTextContent('sat-2025-06Texto anterior al vigente');
    expect(rows[0]).not.toHaveTextContent('Texto anterior al vigente');

    const events = within(history()).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([expect.stringContaining('Borrador · El solicitante'), expect.stringContaining('Recibida · El solicitante')]);
    expect(events[1]).toHaveTextContent('Recibimos tu solicitud.');
  });

  it('downloads a document with the staff token, named after the folio and the document', async () => {
    const user = userEvent.setup();
    openApplication();
    const file = apiStub()
      .get(`${DETAIL}/documents/identificacion`)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, '%PDF-1.4', { 'Content-Type': 'application/pdf' });
    // jsdom has no object URLs and does not download: the browser's part is stood in for here.
    URL.createObjectURL = jest.fn(() => 'blob:archivo');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await user.click(await screen.findByRole('button', { name: 'Descargar Identificación oficial vigente (INE o pasaporte)' }));
    await waitFor(() => expect(saved).toEqual(['SOL-2026-000007-identificacion.pdf']));
    expect(file.isDone()).toBe(true);
    click.mockRestore();

    apiStub().get(`${DETAIL}/documents/constancia-fiscal`).reply(404, { code: 'NOT_FOUND', message: 'Ese documento no está en la solicitud.' });
    await user.click(screen.getByRole('button', { name: 'Descargar Constancia de situación fiscal (RFC)' }));
    expect(await within(region('Documentos')).findByRole('alert')).toHaveTextContent('No pudimos descargar “Constancia de situación fiscal (RFC)”. Ese documento no está en la solicitud.');
  });

  it('is assigned to someone of customer service', async () => {
    const user = userEvent.setup();
    openApplication();
    const sent = apiStub()
      .post(`${DETAIL}/assignment`, { staffId: 'b0000000-0000-4000-8000-000000000009' })
      .reply(200, applicationDetail({ assignee: { id: 'b0000000-0000-4000-8000-000000000009', name: 'Pedro Gil' } }));
    const form = await screen.findByRole('region', { name: 'Responsable' });
    await waitFor(() => expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual(['Sin asignar', 'Ana Torres', 'Pedro Gil']));
    await user.selectOptions(within(form).getByLabelText('Asignar a'), 'Pedro Gil');
    await user.click(within(form).getByRole('button', { name: 'Asignar' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Asignada a Pedro Gil.');
    expect(sent.isDone()).toBe(true);
    expect(region('La solicitud')).toHaveTextContent('Pedro Gil');
  });

  it('is taken into review, and the card says so', async () => {
    const user = userEvent.setup();
    openApplication();
    const sent = apiStub()
      .post(`${DETAIL}/review`)
      .reply(200, withEvent(applicationDetail(), { status: 'in_review' }, { status: 'in_review', at: '2026-03-06T16:00:00.000Z', note: null, by: 'Ana Torres' }));
    const card = await screen.findByRole('region', { name: 'Revisión' });
    await user.click(within(card).getByRole('button', { name: 'Poner en revisión' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('La solicitud está en revisión.');
    expect(sent.isDone()).toBe(true);
    expect(region('La solicitud')).toHaveTextContent('En revisión');
    expect(within(history()).getAllByRole('listitem')[2]).toHaveTextContent('En revisión · Ana Torres');
    expect(within(card).queryByRole('button', { name: 'Poner en revisión' })).not.toBeInTheDocument();
  });

  it('asks for documents: at least one and a note, said at their fields; then the chosen ones and the note go', async () => {
    const user = userEvent.setup();
    openApplication(applicationDetail({ status: 'in_review' }));
    const form = await screen.findByRole('region', { name: 'Pedir documentos' });
    expect(screen.queryByRole('region', { name: 'Revisión' })).not.toBeInTheDocument();
    const note = 'Tu estado de cuenta de marzo está cortado: envíalo completo.';
    const asked = applicationDetail({
      status: 'documents_missing',
      events: [...applicationDetail().events, { status: 'documents_missing', at: '2026-03-06T16:00:00.000Z', note, by: 'Ana Torres' }],
    });
    const sent = apiStub().post(`${DETAIL}/missing-documents`, { documentKeys: ['estados-de-cuenta', 'facturas-unidades'], note }).reply(200, asked);

    await user.click(within(form).getByRole('button', { name: 'Pedir documentos' }));
    expect(within(form).getByRole('group', { name: 'Documentos que faltan' })).toHaveAccessibleDescription('Elige al menos un documento que falte.');
    expect(within(form).getByLabelText('Nota para el solicitante')).toHaveAccessibleDescription(expect.stringContaining('Escribe una nota para el solicitante'));
    expect(sent.isDone()).toBe(false);

    await user.click(within(form).getByRole('checkbox', { name: 'Estados de cuenta bancarios de los últimos 3 meses' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Facturas de unidades actuales o concesiones de transporte' }));
    await user.type(within(form).getByLabelText('Nota para el solicitante'), ` ${note} `);
    await user.click(within(form).getByRole('button', { name: 'Pedir documentos' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Pedimos 2 documentos al solicitante por correo. La solicitud quedó en “Faltan documentos”.');
    expect(sent.isDone()).toBe(true);
    expect(region('La solicitud')).toHaveTextContent('Faltan documentos');
    expect(within(history()).getAllByRole('listitem')[2]).toHaveTextContent(note);
    expect(within(form).getByRole('checkbox', { name: 'Estados de cuenta bancarios de los últimos 3 meses' })).not.toBeChecked();
  });

  it('approves after a confirmation in words and the e-mailed code, and says which contract it became', async () => {
    const user = userEvent.setup();
    openApplication(applicationDetail({ status: 'in_review' }));
    const approved = applicationDetail({
      status: 'approved',
      outcome: { customerId: 'c0000000-0000-4000-8000-000000000001', contractNumber: 'FVC-2026-000001' },
      events: [...applicationDetail().events, { status: 'approved', at: '2026-03-06T16:00:00.000Z', note: 'Tu contrato es el FVC-2026-000001.', by: 'Ana Torres' }],
    });
    const firstTry = apiStub()
      .post(`${DETAIL}/decision`, { decision: 'approved', note: '' })
      .reply(403, { code: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirma que eres tú con el código que te enviaremos por correo.' });
    const challenge = apiStub().post('/api/backoffice/auth/step-up').matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, CHALLENGE);
    const code = apiStub().post('/api/backoffice/auth/step-up/code', { challengeId: CHALLENGE.challengeId, code: '123456' }).reply(204);
    const secondTry = apiStub().post(`${DETAIL}/decision`, { decision: 'approved', note: '' }).reply(200, approved);

    const form = await screen.findByRole('region', { name: 'Decisión' });
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Aprobar la solicitud?' });
    expect(confirm).toHaveTextContent(
      'Ana Torres Álvarez será cliente con un contrato de crédito directo del Camión Cumbre C45 Chasis cabina 4.5 t 2026 por $987,654.32 a 48 meses, y recibirá por correo la invitación para registrarse en el portal. No se puede deshacer.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Aprobar la solicitud' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.type(within(stepUp).getByLabelText('Código'), '123456');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirmar y aprobar la solicitud' }));

    expect(await screen.findByText(/Solicitud aprobada: se creó el contrato FVC-2026-000001/)).toHaveAttribute('role', 'status');
    expect([firstTry, challenge, code, secondTry].map((call) => call.isDone())).toEqual([true, true, true, true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(region('La solicitud')).toHaveTextContent('ContratoFVC-2026-000001');
    // Decided: only the assignment is left.
    expect(screen.queryByRole('region', { name: 'Decisión' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pedir documentos' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Responsable' })).toBeInTheDocument();
  });

  it('declines only with a reason, after confirming; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    openApplication(applicationDetail({ status: 'in_review' }));
    const reason = 'Tu ingreso comprobable no alcanza para la mensualidad de este plazo.';
    const sent = apiStub()
      .post(`${DETAIL}/decision`, { decision: 'declined', note: reason })
      .reply(200, applicationDetail({ status: 'declined', events: [...applicationDetail().events, { status: 'declined', at: '2026-03-06T16:00:00.000Z', note: reason, by: 'Ana Torres' }] }));
    const form = await screen.findByRole('region', { name: 'Decisión' });

    await user.click(within(form).getByRole('radio', { name: 'No aprobar' }));
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    expect(within(form).getByLabelText('Motivo para el solicitante')).toHaveAccessibleDescription(expect.stringContaining('Escribe por qué no se aprueba: el solicitante lo leerá.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Motivo para el solicitante'), reason);
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿No aprobar la solicitud?' })).getByRole('button', { name: 'Cancelar' }));
    expect(sent.isDone()).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿No aprobar la solicitud?' })).getByRole('button', { name: 'No aprobar la solicitud' }));
    expect(await screen.findByText('Solicitud no aprobada: se avisó al solicitante por correo.')).toHaveAttribute('role', 'status');
    expect(sent.isDone()).toBe(true);
    expect(region('La solicitud')).toHaveTextContent('No aprobada');
  });

  it('says so when someone decided it first, and shows it as it now is', async () => {
    const user = userEvent.setup();
    openApplication(applicationDetail({ status: 'in_review' }));
    apiStub().post(`${DETAIL}/decision`).reply(409, { code: 'ALREADY_DECIDED', message: 'Esta solicitud ya se decidió (no aprobada): ya no cambia.' });
    const again = apiStub().get(DETAIL).reply(200, applicationDetail({ status: 'declined' }));
    const form = await screen.findByRole('region', { name: 'Decisión' });
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aprobar la solicitud' }));

    expect(await screen.findByText('Esta solicitud ya se decidió (no aprobada): ya no cambia.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(again.isDone()).toBe(true));
    expect(await screen.findByText('No aprobada', { selector: '.bo-status' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Decisión' })).not.toBeInTheDocument();
  });

  it('says when the application cannot be read, page-level', async () => {
    apiStub().get(DETAIL).reply(404, { code: 'NOT_FOUND', message: 'No encontramos esa solicitud de crédito.' });
    renderBackoffice(PAGE, { signedInAs: AGENT });
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta información' })).toBeInTheDocument();
    expect(screen.getByText('No encontramos esa solicitud de crédito.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a las solicitudes de crédito' })).toHaveAttribute('href', '/backoffice/solicitudes-de-credito');
  });
});
