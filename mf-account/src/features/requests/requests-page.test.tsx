import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyRequest } from '@fvc/shared/contracts';
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

describe('RequestsPage', () => {
  signInForEachTest();

  it('shows each request with its folio, status since its date, and customer service’s answer', async () => {
    apiStub().get('/api/customers/requests').reply(200, [answered, waiting]);
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
    renderPage();
    expect(await screen.findByText('Aún no tienes solicitudes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribir a soporte' })).toHaveAttribute('href', '/my-account/support');
  });

  it('explains a failure in Spanish and tries again on request', async () => {
    const user = userEvent.setup();
    apiStub().get('/api/customers/requests').reply(500, { code: 'INTERNAL', message: 'Hubo un error en el servidor. Intenta de nuevo más tarde.' });
    renderPage();
    expect(await screen.findByText('Hubo un error en el servidor. Intenta de nuevo más tarde.')).toBeInTheDocument();
    apiStub().get('/api/customers/requests').reply(200, [waiting]);
    await user.click(screen.getByRole('button', { name: /intentar de nuevo|reintentar/i }));
    expect(await screen.findByRole('article', { name: 'Liquidación anticipada' })).toBeInTheDocument();
  });
});
