import { screen } from '@testing-library/react';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderCustomerScreen } from '../../testing/customer-screen';
import { PaymentReturnPage } from './payment-return-page';

const PAYMENT = '4b0d3c52-7d55-4a4e-9b1f-0a2b3c4d5e6f';
const TOKEN = `1795900000.${'a'.repeat(43)}`;
const CONTRACT = '9f1c2d3e-0000-4000-8000-000000000789';
const approved = {
  folio: 'PAG-2026-000002',
  status: 'approved',
  amount: 24_765_800,
  contractId: CONTRACT,
  contractNumber: 'FVC-2025-000789',
  authorization: '123456',
  bankMessage: null,
  decidedAt: '2026-11-27T18:00:00Z',
};

// The bank returns the customer here without needing a session: no one is signed in.
const openReturn = (query = `pago=${PAYMENT}&t=${TOKEN}`) => renderCustomerScreen(<PaymentReturnPage />, { path: `/paymentok.html?${query}` });

describe('PaymentReturnPage', () => {
  it('shows the verified result the link names', async () => {
    apiStub().get('/api/payments/result').query({ pago: PAYMENT, t: TOKEN }).reply(200, approved);
    openReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeInTheDocument();
    expect(screen.getByText('123456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis movimientos' })).toHaveAttribute('href', `/my-account/balances?contrato=${CONTRACT}`);
  });

  it.each([
    ['past its day (410)', 410, { code: 'LINK_EXPIRED', message: 'Este enlace ya no muestra el pago. Consulta su resultado en tus pagos, en Mi cuenta.' }],
    ['not signed by us (404)', 404, { code: 'NOT_FOUND', message: 'No encontramos ese pago.' }],
  ])('a link %s: says so, sends the customer to their payments, and offers no pointless retry', async (_case, status, body) => {
    apiStub().get('/api/payments/result').query(true).reply(status, body);
    openReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no muestra el pago' })).toBeInTheDocument();
    expect(screen.getByText(body.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis pagos' })).toHaveAttribute('href', '/my-account/payment');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('a server that fails says so under the page’s heading, and can be asked again', async () => {
    apiStub()
      .get('/api/payments/result')
      .query(true)
      .reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible. Intenta de nuevo en unos minutos.' })
      .persist();
    openReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos consultar tu pago' })).toBeInTheDocument();
    expect(screen.getByText('El servicio no está disponible. Intenta de nuevo en unos minutos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('a link without the expiry the server signs is not asked about', async () => {
    // No request is stubbed: one sent would fail with an error to retry.
    openReturn(`pago=${PAYMENT}&t=${'a'.repeat(43)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos confirmar tu pago' })).toBeInTheDocument();
  });
});
