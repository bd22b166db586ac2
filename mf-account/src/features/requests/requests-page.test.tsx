import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyCreditApplication, MyRequest } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { RequestsPage } from './requests-page';

const renderPage = () => renderApp(<RequestsPage />, { route: '/my-account/requests' });

const answered: MyRequest = {
  id: '6f1c8a52-7d0e-4d55-9b39-2f4d7b0c9a11',
  kind: 'support',
  folio: 'SOL-2026-000031',
  status: 'closed',
  subject: 'Duda con mi estado de cuenta',
  contractNumber: 'FVC-2024-000123',
  createdAt: '2026-12-01T16:00:00.000Z',
  updatedAt: '2026-12-03T18:30:00.000Z',
  replies: [{ body: 'La mensualidad incluye la renovación del seguro.', createdAt: '2026-12-03T18:30:00.000Z' }],
};
const waiting: MyRequest = {
  id: '0b9e2c1d-35aa-4f6e-8a51-1e8e7f6a2b22',
  kind: 'payoff',
  folio: 'SOL-2026-000032',
  status: 'received',
  subject: 'Liquidación anticipada',
  contractNumber: null,
  createdAt: '2026-12-05T15:00:00.000Z',
  updatedAt: '2026-12-05T15:00:00.000Z',
  replies: [],
};

const approved: MyCreditApplication = {
  id: '3d7f0a9e-1c2b-4e5f-8a6b-7c8d9e0f1a21',
  folio: 'SOL-2026-000007',
  status: 'approved',
  vehicle: 'Tractocamión Cumbre C45 Sencillo 2026',
  planName: 'Crédito directo',
  events: [
    { status: 'draft', at: '2026-11-28T17:00:00.000Z', note: null },
    { status: 'received', at: '2026-11-30T16:00:00.000Z', note: 'Recibimos tu solicitud.' },
    { status: 'in_review', at: '2026-12-01T16:00:00.000Z', note: null },
    { status: 'approved', at: '2026-12-03T18:30:00.000Z', note: 'Felicidades. Tu contrato es el FVC-2026-000001.' },
  ],
};
const waitingForDocuments: MyCreditApplication = {
  id: '5a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c33',
  folio: 'SOL-2026-000012',
  status: 'documents_missing',
  vehicle: 'Camión Ligero L35 Caja seca 2026',
  planName: 'Arrendamiento puro',
  events: [
    { status: 'received', at: '2026-12-04T16:00:00.000Z', note: null },
    { status: 'documents_missing', at: '2026-12-05T16:00:00.000Z', note: 'Tu comprobante de domicilio no se lee.' },
  ],
};

/** The credit applications' answer for the tests about the other requests: a customer who never applied. */
const noApplications = () => apiStub().get('/api/customers/applications').reply(200, []);

describe('RequestsPage', () => {
  signInForEachTest();

  it('shows each request with its folio, status since its date, and customer service’s answer', async () => {
    apiStub().get('/api/customers/requests').reply(200, [answered, waiting]);
    noApplications();
    renderPage();
    const first = await screen.findByRole('article', { name: 'Duda con mi estado de cuenta' });
    expect(within(first).getByText('SOL-2026-000031')).toBeInTheDocument();
    expect(within(first).getByText('Cerrada')).toBeInTheDocument();
    expect(first).toHaveTextContent('desde el 3 de diciembre de 2026');
    const replies = within(first).getByRole('region', { name: 'Respuestas a SOL-2026-000031' });
    expect(replies).toHaveTextContent('Atención a clientes, 3 de diciembre de 2026:');
    expect(replies).toHaveTextContent('La mensualidad incluye la renovación del seguro.');

    const second = screen.getByRole('article', { name: 'Liquidación anticipada' });
    expect(within(second).getByText('Recibida')).toBeInTheDocument();
    expect(within(second).getByText('Liquidación anticipada', { selector: 'dd' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Aún sin respuesta: te avisaremos por correo.');
    expect(second).not.toHaveTextContent('desde el');
  });

  it('says so when there is nothing yet, and offers to write to support', async () => {
    apiStub().get('/api/customers/requests').reply(200, []);
    const applications = noApplications();
    renderPage();
    expect(await screen.findByText('Aún no tienes solicitudes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribir a soporte' })).toHaveAttribute('href', '/my-account/support');
    // A customer who never applied for credit reads nothing about it.
    await waitFor(() => expect(applications.isDone()).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Solicitudes de crédito' })).not.toBeInTheDocument());
    expect(screen.getByText('Aún no tienes solicitudes')).toBeInTheDocument();
  });

  it('explains a failure in Spanish and tries again on request', async () => {
    const user = userEvent.setup();
    apiStub().get('/api/customers/requests').reply(500, { code: 'INTERNAL', message: 'Hubo un error en el servidor. Intenta de nuevo más tarde.' });
    noApplications();
    renderPage();
    expect(await screen.findByText('Hubo un error en el servidor. Intenta de nuevo más tarde.')).toBeInTheDocument();
    apiStub().get('/api/customers/requests').reply(200, [waiting]);
    await user.click(screen.getByRole('button', { name: /intentar de nuevo|reintentar/i }));
    expect(await screen.findByRole('article', { name: 'Liquidación anticipada' })).toBeInTheDocument();
  });

  it('lists each credit application with its vehicle, plan, status and dated history, newest change first', async () => {
    apiStub().get('/api/customers/requests').reply(200, []);
    apiStub().get('/api/customers/applications').reply(200, [waitingForDocuments, approved]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Solicitudes de crédito' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Folio SOL-2026-000012', 'Folio SOL-2026-000007']);

    const card = within(section).getByRole('article', { name: 'Folio SOL-2026-000007' });
    expect(within(card).getByText('Tractocamión Cumbre C45 Sencillo 2026')).toBeInTheDocument();
    expect(within(card).getByText('Crédito directo')).toBeInTheDocument();
    expect(within(card).getByText('Aprobada', { selector: 'dd span' })).toBeInTheDocument();
    const history = within(within(card).getByRole('region', { name: 'Historial' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      'Aprobada, el 3 de diciembre de 2026Felicidades. Tu contrato es el FVC-2026-000001.',
      'En revisión, el 1 de diciembre de 2026',
      'Recibida, el 30 de noviembre de 2026Recibimos tu solicitud.',
      'Borrador, el 28 de noviembre de 2026',
    ]);

    const waiting = within(section).getByRole('article', { name: 'Folio SOL-2026-000012' });
    expect(within(waiting).getByText('Faltan documentos', { selector: 'dd span' })).toBeInTheDocument();
    expect(waiting).toHaveTextContent('Arrendamiento puro');
    expect(waiting).toHaveTextContent('Tu comprobante de domicilio no se lee.');
    expect(waiting).toHaveTextContent('Sube los documentos que te pedimos con el enlace de tu solicitud que te enviamos por correo.');
    expect(card).not.toHaveTextContent('Sube los documentos');
    // The page is not empty: it lists the applications.
    expect(screen.queryByText('Aún no tienes solicitudes')).not.toBeInTheDocument();
  });

  it('shows the credit applications’ failure in their section, and tries again on request', async () => {
    const user = userEvent.setup();
    apiStub().get('/api/customers/requests').reply(200, [waiting]);
    apiStub().get('/api/customers/applications').reply(500, { code: 'INTERNAL', message: 'Hubo un error en el servidor. Intenta de nuevo más tarde.' });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Solicitudes de crédito' });
    expect(await within(section).findByText('Hubo un error en el servidor. Intenta de nuevo más tarde.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Liquidación anticipada' })).toBeInTheDocument();
    apiStub().get('/api/customers/applications').reply(200, [approved]);
    await user.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByRole('article', { name: 'Folio SOL-2026-000007' })).toBeInTheDocument();
  });

  it('shows a loading state in the section while the applications are on their way', async () => {
    apiStub().get('/api/customers/requests').reply(200, [waiting]);
    apiStub().get('/api/customers/applications').delay(200).reply(200, [approved]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Solicitudes de crédito' });
    expect(within(section).getByRole('status')).toHaveTextContent('Cargando tus solicitudes de crédito…');
    expect(await within(section).findByRole('article', { name: 'Folio SOL-2026-000007' })).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });
});
