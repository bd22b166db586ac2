import { screen } from '@testing-library/react';
import { Route, Routes } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { appStore } from '@fvc/shared/session';
import { renderCustomerScreen, signInForEachTest } from '../../testing/customer-screen';
import { ContractDetailPage } from './contract-detail-page';

const UNKNOWN_ID = '7d1c7c62-5b8e-4a4e-9d0f-0c5f0e6c2a11';

const renderAt = (id: string) =>
  renderCustomerScreen(
    <Routes>
      <Route path="/my-account/contracts/:id" element={<ContractDetailPage />} />
    </Routes>,
    { path: `/my-account/contracts/${id}` },
  );

describe('ContractDetailPage', () => {
  signInForEachTest();

  it.each([
    ['another customer’s or no contract (404)', UNKNOWN_ID, 404, { code: 'NOT_FOUND', message: 'No encontramos ese contrato en tu cuenta.' }],
  ])('%s: says the contract was not found, offers the way back and no pointless retry', async (_case, id, status, body) => {
    apiStub().get(`/api/customers/contracts/${id}`).reply(status, body);
    renderAt(id);

    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos ese contrato' })).toBeInTheDocument();
    expect(screen.getByText('Revisa el enlace o elige uno de tus contratos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mis contratos' })).toHaveAttribute('href', '/my-account/home');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    // The tab and the history say it too, not only "Mi cuenta".
    expect(appStore.getState().pageTitle?.title).toBe('Contrato no encontrado');
  });

  it.each([
    ['mistyped', 'no-es-un-contrato'],
    // A server in front of the API answers 414 to an address this long, which is no reason to retry.
    ['thousands of characters long', 'a'.repeat(3000)],
  ])('an address whose id is %s: not asked for, and said not found', async (_case, id) => {
    // No request is stubbed: one sent would fail, and show an error with "Reintentar".
    renderAt(id);

    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos ese contrato' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(appStore.getState().pageTitle?.title).toBe('Contrato no encontrado');
  });

  it('a failure of the server says so and can be tried again', async () => {
    apiStub().get(`/api/customers/contracts/${UNKNOWN_ID}`).times(3).reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible. Intenta de nuevo en unos minutos.' });
    renderAt(UNKNOWN_ID);

    expect(await screen.findByText('El servicio no está disponible. Intenta de nuevo en unos minutos.')).toBeInTheDocument();
    // The page's own heading needed the contract: the failure's stands for it.
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos cargar el contrato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
