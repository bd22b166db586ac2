import { screen } from '@testing-library/react';
import { apiStub } from '../../testing/api-stub';
import { contractCard } from '../../testing/contract-card';
import { renderCustomerScreen, signInForEachTest } from '../../testing/customer-screen';
import { AccountHome } from './account-home';

const contract = contractCard();

const renderPage = () => renderCustomerScreen(<AccountHome />, { path: '/my-account/home' });

describe('AccountHome', () => {
  signInForEachTest();

  it('draws its sections together, once the contract the early payments open on has answered too', async () => {
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] }).persist();
    apiStub().get('/api/customers/statements').reply(200, { statements: [] }).persist();
    apiStub().get('/api/customers/insurance').reply(200, { policies: [] }).persist();
    const detail = apiStub().get(`/api/customers/contracts/${contract.id}`).delay(300).reply(200, { contract, schedule: [] }).persist();
    renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent('Cargando tu resumen…');
    expect(screen.queryByRole('heading', { name: 'Tractocamión 2024' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Seguros' })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Tractocamión 2024' })).toBeInTheDocument();
    expect(detail.isDone()).toBe(true);
    expect(screen.getByRole('heading', { name: 'Aportación a capital y liquidación' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Fecha en que quieres liquidar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seguros' })).toBeInTheDocument();
    expect(screen.queryByText(/^Cargando/)).not.toBeInTheDocument();
  });

  // The sections try a failed call again when they mount; the page must not go back to loading
  // then (without the latch this test never ends).
  it('shows what failed in its own section instead of waiting for ever', async () => {
    apiStub().get('/api/customers/contracts').reply(500, { code: 'INTERNAL', message: 'Error interno' }).persist();
    apiStub().get('/api/customers/statements').reply(200, { statements: [] }).persist();
    apiStub().get('/api/customers/insurance').reply(200, { policies: [] }).persist();
    renderPage();

    expect(await screen.findByText('Sin pólizas')).toBeInTheDocument();
    // The contracts' card list and the early payments, each with its own way to try again.
    expect(await screen.findAllByRole('button', { name: 'Reintentar' })).toHaveLength(2);
    expect(screen.queryByText(/^Cargando/)).not.toBeInTheDocument();
  });

  // WCAG 2.5.3: a button's spoken name holds its visible words, so "Descargar estado de cuenta"
  // said to voice control finds it; the contract it is for comes after them.
  it("names each contract's statement download with the words it shows", async () => {
    const statement = { id: '44444444-4444-4444-8444-444444444444', contractId: contract.id, contractNumber: contract.number, period: '2026-10-01' };
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] }).persist();
    apiStub().get('/api/customers/statements').reply(200, { statements: [statement] }).persist();
    apiStub().get('/api/customers/insurance').reply(200, { policies: [] }).persist();
    apiStub().get(`/api/customers/contracts/${contract.id}`).reply(200, { contract, schedule: [] }).persist();
    renderPage();

    const download = await screen.findByRole('button', { name: new RegExp(`^Descargar estado de cuenta .*${contract.number}`) });
    expect(download).toHaveTextContent('Descargar estado de cuenta');
  });
});
