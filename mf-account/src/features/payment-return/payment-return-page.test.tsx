import { act, screen } from '@testing-library/react';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
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
  speiReference: '646180420400000014',
};

// The bank returns the customer here without needing a session: no one is signed in.
const openReturn = (query = `pago=${PAYMENT}&t=${TOKEN}`) => renderApp(<PaymentReturnPage />, { route: `/paymentok.html?${query}` });

describe('PaymentReturnPage', () => {
  it('shows the verified result the link names', async () => {
    apiStub().get('/api/payments/result').query({ pago: PAYMENT, t: TOKEN }).reply(200, approved);
    openReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeInTheDocument();
    expect(screen.getByText('123456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis movimientos' })).toHaveAttribute('href', `/my-account/balances?contrato=${CONTRACT}`);
    // When, in the company's time, whatever the device's zone says: 18:00 UTC is 12:00 there.
    expect(screen.getByText(/27 nov 2026, 12:00.*\(hora de la Ciudad de México\)/)).toBeInTheDocument();
    // Nobody is signed in here: the receipt goes by e-mail, not by a button that would fail.
    expect(screen.queryByRole('button', { name: /Descargar recibo/ })).not.toBeInTheDocument();
  });

  it('offers the receipt to a signed-in customer', async () => {
    appStore.getState().signIn({ customer: { id: 'c-1', name: 'Jorge', email: 'flotilla@demo.mx' }, jwt: { token: 'jwt', expiresAt: new Date(Date.now() + 600_000).toISOString() } });
    apiStub().get('/api/payments/result').query(true).reply(200, approved);
    openReturn();
    expect(await screen.findByRole('button', { name: /Descargar recibo/ })).toBeInTheDocument();
    act(() => appStore.setState({ user: null }));
  });

  it('after a decline, gives the other ways to pay: the contract’s SPEI reference, direct debit and the phone', async () => {
    apiStub().get('/api/payments/result').query(true).reply(200, { ...approved, status: 'declined', authorization: null, bankMessage: 'Fondos insuficientes' });
    apiStub().get('/api/company').reply(200, { name: 'Financiera Vial', phone: '55 5555 0000', hours: { weekdays: 'Lunes a viernes de 9:00 a 18:00', saturday: '' } });
    openReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago rechazado' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('El banco rechazó el pago: Fondos insuficientes.');
    const otherWays = screen.getByRole('region', { name: 'Otras formas de pagar' });
    expect(otherWays).toHaveTextContent('646 180 42040000001 4');
    expect(screen.getByRole('link', { name: 'Domicilia tus pagos' })).toHaveAttribute('href', `/my-account/direct-debit?contrato=${CONTRACT}`);
    expect(await screen.findByRole('link', { name: '55 5555 0000' })).toHaveAttribute('href', 'tel:5555550000');
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/my-account/home');
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
