import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDocumentView } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { TOKEN, answerApplication, applicationView, doc, holdLink, renderApplication } from '../../testing/application';
import { FakeUpload } from '../../testing/fake-upload';

FakeUpload.install();

const INE = 'Identificación oficial vigente (INE o pasaporte)';
const ADDRESS_PROOF = 'Comprobante de domicilio con antigüedad no mayor a 3 meses';
const MB = 1024 * 1024;

/** What the API keeps of each document; a stored upload changes what GET current answers next. */
let documents: ApplicationDocumentView[];
beforeEach(() => {
  documents = [doc('identificacion', INE), doc('comprobante-domicilio', ADDRESS_PROOF)];
  URL.createObjectURL = jest.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = jest.fn();
});

const stored = (key: string, fileName: string, contentType: 'application/pdf' | 'image/jpeg' | 'image/png', size: number) => {
  documents = documents.map((item) => (item.key === key ? { ...item, uploaded: { fileName, contentType, size, uploadedAt: '2026-03-02T17:00:00.000Z' } } : item));
};

async function openDocuments() {
  holdLink();
  answerApplication(() => applicationView({ applicantType: 'fisica', documents }));
  renderApplication('/solicitud/documentos');
  await screen.findByRole('heading', { level: 2, name: 'Paso 5 de 6: Documentos' });
}

const pdf = (name = 'ine.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const photo = (name = 'comprobante.jpg') => new File([new Uint8Array(4096)], name, { type: 'image/jpeg' });
// Files the field's `accept` would hide are chosen anyway: a phone's picker does not always filter.
const setup = () => userEvent.setup({ applyAccept: false });
const lastUpload = () => FakeUpload.sent.at(-1)!;

describe('Paso 5: documents from a phone', () => {
  it('says the types and the limit before a file is chosen, accepts a PDF or a photo and does not force the camera', async () => {
    await openDocuments();
    const field = screen.getByLabelText(INE);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('PDF, JPG o PNG de hasta 10 MB.'));
    expect(field.getAttribute('accept')?.split(',')).toEqual(expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/png']));
    expect(field).not.toHaveAttribute('capture');
    expect(screen.getByText('Faltan 2 documentos obligatorios.')).toBeInTheDocument();
  });

  it('sends the PDF with its link, shows the progress as it goes up, then confirms it by name', async () => {
    const user = setup();
    await openDocuments();
    await user.upload(screen.getByLabelText(INE), pdf());

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(lastUpload()).toMatchObject({ method: 'PUT', url: '/api/applications/current/documents/identificacion' });
    expect(lastUpload().headers['X-Application-Token']).toBe(TOKEN);
    expect(lastUpload().file.name).toBe('ine.pdf');

    act(() => lastUpload().progress(40));
    const bar = screen.getByRole('progressbar', { name: `Subiendo ${INE}` });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByText('40 %')).toBeInTheDocument();

    stored('identificacion', 'ine.pdf', 'application/pdf', 2048);
    act(() => lastUpload().answer(200, applicationView({ applicantType: 'fisica', documents })));
    const field = screen.getByLabelText(INE).closest('.apply-doc') as HTMLElement;
    await waitFor(() => expect(within(field).getByRole('status')).toHaveTextContent('Enviado: ine.pdf (2 KB)'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The application is read again: one required document left.
    expect(await screen.findByText('Falta 1 documento obligatorio.')).toBeInTheDocument();
    expect(within(field).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a thumbnail of a photo, to confirm what was sent', async () => {
    const user = setup();
    await openDocuments();
    await user.upload(screen.getByLabelText(ADDRESS_PROOF), photo());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => lastUpload().answer(200, applicationView({ applicantType: 'fisica', documents })));
    const thumbnail = await screen.findByRole('img', { name: 'Vista previa de comprobante.jpg' });
    expect(thumbnail).toHaveAttribute('src', 'blob:vista-previa');
  });

  it('after a dropped connection, "Reintentar" sends the same file again', async () => {
    const user = setup();
    await openDocuments();
    await user.upload(screen.getByLabelText(INE), pdf());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => lastUpload().progress(70));
    act(() => lastUpload().drop());

    expect(await screen.findByRole('alert')).toHaveTextContent('Se cortó la conexión mientras subíamos «ine.pdf». Tu archivo sigue elegido');
    expect(screen.getByLabelText(INE)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: `Reintentar ${INE}` }));

    expect(FakeUpload.sent).toHaveLength(2);
    expect(lastUpload().file.name).toBe('ine.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => lastUpload().answer(200, applicationView({ applicantType: 'fisica', documents })));
    const field = screen.getByLabelText(INE).closest('.apply-doc') as HTMLElement;
    await waitFor(() => expect(within(field).getByRole('status')).toHaveTextContent('Enviado: ine.pdf (2 KB)'));
    expect(screen.queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();
  });

  it('refuses a file of another type at its field before sending it', async () => {
    const user = setup();
    await openDocuments();
    await user.upload(screen.getByLabelText(INE), new File(['x'], 'contrato.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    const field = screen.getByLabelText(INE);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('«contrato.docx» no es PDF, JPG ni PNG.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(FakeUpload.sent).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();
  });

  it('refuses a file over the limit before sending it', async () => {
    const user = setup();
    await openDocuments();
    const large = pdf('estado-de-cuenta.pdf');
    Object.defineProperty(large, 'size', { value: 12 * MB });
    await user.upload(screen.getByLabelText(INE), large);
    expect(screen.getByLabelText(INE)).toHaveAccessibleDescription(expect.stringContaining('pesa 12 MB; el límite es 10 MB'));
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('shows the API’s refusal of the file’s bytes at its field (a renamed file), with no retry of the same file', async () => {
    const user = setup();
    await openDocuments();
    await user.upload(screen.getByLabelText(INE), pdf('foto-renombrada.pdf'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => lastUpload().answer(415, { code: 'UNSUPPORTED_FILE', message: 'El archivo no es un PDF, JPG ni PNG.', fields: { file: 'El archivo no es un PDF, JPG ni PNG: sus bytes dicen otra cosa.' } }));

    const field = screen.getByLabelText(INE);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('sus bytes dicen otra cosa')));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: /Reintentar/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Enviado:/)).not.toBeInTheDocument();
  });

  it('a file refused for its size before the API reads it (a proxy’s limit) is said as the limit', async () => {
    const user = setup();
    await openDocuments();
    await user.upload(screen.getByLabelText(INE), pdf());
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => lastUpload().answer(413, '<html>413 Request Entity Too Large</html>'));
    await waitFor(() => expect(screen.getByLabelText(INE)).toHaveAccessibleDescription(expect.stringContaining('«ine.pdf» es demasiado grande: el límite es 10 MB.')));
  });

  it('names what the API already has after a reload, and can remove it', async () => {
    const user = setup();
    stored('identificacion', 'INE-frente.png', 'image/png', 3 * MB);
    await openDocuments();
    expect(screen.getByText(/Enviado:/)).toHaveTextContent('Enviado: INE-frente.png (3 MB)');
    expect(screen.getByText('Falta 1 documento obligatorio.')).toBeInTheDocument();

    apiStub()
      .delete('/api/applications/current/documents/identificacion')
      .matchHeader('x-application-token', TOKEN)
      .reply(200, applicationView({ applicantType: 'fisica', documents: [doc('identificacion', INE), doc('comprobante-domicilio', ADDRESS_PROOF)] }));
    await user.click(screen.getByRole('button', { name: `Quitar ${INE}` }));
    expect(await screen.findByText('Faltan 2 documentos obligatorios.')).toBeInTheDocument();
    expect(screen.queryByText(/Enviado:/)).not.toBeInTheDocument();
  });
});
