import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationView } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { APPLICATION_ID, PERSON, TOKEN, answerApplication, applicationView, doc, holdLink, renderApplication } from '../../testing/application';
import { FakeUpload } from '../../testing/fake-upload';

FakeUpload.install();

const INE = 'Identificación oficial vigente (INE o pasaporte)';
const ADDRESS_PROOF = 'Comprobante de domicilio con antigüedad no mayor a 3 meses';
const uploaded = (fileName: string) => ({ fileName, contentType: 'application/pdf' as const, size: 2048, uploadedAt: '2026-03-02T17:00:00.000Z' });

const COMPLETE: Partial<ApplicationView> & { steps: Partial<ApplicationView['steps']> } = {
  applicantType: 'fisica',
  steps: {
    solicitante: { applicantType: 'fisica', firstName: 'Ana', lastNames: 'Gómez Martínez', ...PERSON, phone: '5512345678', email: 'ana@example.com' },
    domicilio: { postalCode: '44100', colonia: 'Americana', street: 'Av. Chapultepec', exteriorNumber: '120', interiorNumber: '3', municipality: 'Guadalajara', state: 'Jalisco' },
    actividad: { kind: 'income', occupation: 'Operadora', employer: 'Fletes del Norte', monthlyIncome: 35000, yearsInActivity: 7 },
    referencias: { references: [{ name: 'Luis Gómez', phone: '5511112222', relationship: 'Hermano' }, { name: 'Eva Ruiz', phone: '4423334444', relationship: 'Cliente' }] },
  },
  documents: [doc('identificacion', INE, { uploaded: uploaded('ine.pdf') }), doc('contratos-clientes', 'Contratos con clientes', { optional: true })],
  consents: [
    { kind: 'privacy', version: 'privacidad-2026-01', signedAt: '2026-03-02T17:05:00.000Z' },
    { kind: 'buro', version: 'buro-2026-01', signedAt: '2026-03-02T17:05:00.000Z' },
  ],
  missing: [],
};

describe('the review and "Enviar solicitud"', () => {
  it('shows what was given with a way back to each step, sends it and opens the status with its folio', async () => {
    const user = userEvent.setup();
    let sent = false;
    holdLink();
    answerApplication(() =>
      sent
        ? applicationView({ ...COMPLETE, status: 'received', folio: 'SOL-2026-000001', editable: false, events: [{ status: 'received', at: '2026-03-02T17:10:00.000Z', note: null }] })
        : applicationView(COMPLETE),
    );
    apiStub()
      .post('/api/applications/current/submit')
      .matchHeader('x-application-token', TOKEN)
      .reply(() => {
        sent = true;
        return [200, { folio: 'SOL-2026-000001', status: 'received' }];
      });
    // A step typed on this device and never saved would not go with it: said before sending.
    localStorage.setItem(`fvc-solicitud-borrador:${APPLICATION_ID}:domicilio`, JSON.stringify({ savedAt: Date.now(), values: { street: 'Otra calle' } }));
    renderApplication('/solicitud/revision');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Revisa y envía tu solicitud' });
    await waitFor(() => expect(heading).toHaveFocus());
    const applicant = screen.getByRole('region', { name: 'Datos del solicitante' });
    expect(within(applicant).getByText('GOMA850412AB5')).toBeInTheDocument();
    expect(within(applicant).getByText('12 de abril de 1985')).toBeInTheDocument();
    expect(within(applicant).getByRole('link', { name: 'Cambiar datos del solicitante' })).toHaveAttribute('href', '/solicitud/solicitante');
    expect(screen.getByRole('region', { name: 'Domicilio' })).toHaveTextContent('Av. Chapultepec 120 int. 3, col. Americana, C.P. 44100, Guadalajara, Jalisco');
    expect(screen.getByRole('region', { name: 'Ingresos o actividad' })).toHaveTextContent('$35,000');
    expect(screen.getByRole('region', { name: 'Documentos' })).toHaveTextContent('Contratos con clientes: no enviado (opcional)');
    expect(screen.getByText(/Tienes cambios sin guardar en domicilio/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const done = await screen.findByText(/¡Listo! Enviamos tu solicitud con el folio/);
    expect(done).toHaveTextContent('SOL-2026-000001');
    expect(done.closest('[role="status"]')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/solicitud/estado');
    expect(screen.getByRole('heading', { level: 2, name: 'Folio SOL-2026-000001' })).toBeInTheDocument();
    expect(await screen.findByText('Recibida', { selector: 'strong.apply__badge' })).toBeInTheDocument();
    // Sent: nothing of it stays on the device.
    expect(Object.keys(localStorage).filter((key) => key.includes(APPLICATION_ID))).toEqual([]);
  });

  it('lists what is missing instead of offering to send', async () => {
    holdLink();
    answerApplication(applicationView({ ...COMPLETE, consents: [], missing: ['Firma las autorizaciones del aviso de privacidad y del Buró de Crédito.'] }));
    renderApplication('/solicitud/revision');
    expect(await screen.findByRole('heading', { level: 3, name: 'Antes de enviarla falta:' })).toBeInTheDocument();
    expect(screen.getByText('Firma las autorizaciones del aviso de privacidad y del Buró de Crédito.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).not.toBeInTheDocument();
  });

  it('without a connection, says it was not sent and keeps the page', async () => {
    const user = userEvent.setup();
    holdLink();
    answerApplication(applicationView(COMPLETE));
    apiStub().post('/api/applications/current/submit').replyWithError('socket hang up');
    renderApplication('/solicitud/revision');
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión: tu solicitud todavía no se envía y todo sigue guardado.');
    expect(screen.getByTestId('location')).toHaveTextContent('/solicitud/revision');
  });
});

describe('the status page (/solicitud/estado)', () => {
  const missingDocuments = (documents = [doc('identificacion', INE, { uploaded: uploaded('ine.pdf') }), doc('comprobante-domicilio', ADDRESS_PROOF, { requested: true, requestNote: 'El recibo que enviaste es de hace 5 meses.', uploaded: uploaded('cfe.pdf') })]) =>
    applicationView({
      ...COMPLETE,
      status: 'documents_missing',
      folio: 'SOL-2026-000001',
      editable: false,
      documents,
      events: [
        { status: 'received', at: '2026-03-02T17:10:00.000Z', note: null },
        { status: 'in_review', at: '2026-03-03T16:00:00.000Z', note: null },
        { status: 'documents_missing', at: '2026-03-04T19:30:00.000Z', note: 'Necesitamos un comprobante de domicilio reciente.' },
      ],
    });

  it('shows the folio, the status with the date of each change and the note of the missing document, and takes it again', async () => {
    const user = userEvent.setup({ applyAccept: false });
    holdLink();
    answerApplication(missingDocuments());
    renderApplication('/solicitud/estado');

    expect(await screen.findByRole('heading', { level: 2, name: 'Folio SOL-2026-000001' })).toBeInTheDocument();
    expect(screen.getByText('Faltan documentos', { selector: 'strong.apply__badge' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Historial' });
    const events = within(history).getAllByRole('listitem');
    // Newest first, each with its day.
    expect(events.map((event) => event.textContent)).toEqual([
      'Faltan documentos, el 4 de marzo de 2026Necesitamos un comprobante de domicilio reciente.',
      'En revisión, el 3 de marzo de 2026',
      'Recibida, el 2 de marzo de 2026',
    ]);

    const requested = screen.getByRole('region', { name: 'Documentos que te pedimos' });
    // Only what staff asked for, with their note, and nothing to remove.
    expect(within(requested).queryByLabelText(INE)).not.toBeInTheDocument();
    const field = within(requested).getByLabelText(ADDRESS_PROOF);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Te lo pedimos de nuevo: El recibo que enviaste es de hace 5 meses.'));
    expect(within(requested).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();

    await user.upload(field, new File([new Uint8Array(4096)], 'recibo-marzo.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(FakeUpload.sent[0]).toMatchObject({ url: '/api/applications/current/documents/comprobante-domicilio' });
    act(() => FakeUpload.sent[0]!.progress(100));
    expect(within(requested).getByRole('progressbar', { name: `Subiendo ${ADDRESS_PROOF}` })).toHaveAttribute('value', '100');
    act(() => FakeUpload.sent[0]!.answer(200, missingDocuments()));
    await waitFor(() => expect(within(requested).getByRole('status')).toHaveTextContent('Enviado: recibo-marzo.pdf (4 KB)'));
  });

  it('a draft not sent yet says so and offers to continue it', async () => {
    holdLink();
    answerApplication(applicationView({ applicantType: 'fisica' }));
    renderApplication('/solicitud/estado');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu solicitud aún no se envía' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar mi solicitud' })).toHaveAttribute('href', '/solicitud/solicitante');
  });
});
