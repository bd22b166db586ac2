import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractCard } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { contractCard } from '../../testing/contract-card';
import { renderApp, testQueryClient } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { AccountHome } from './account-home';
import { accountHomeFirstView } from './account-home-first-view';

const contract = contractCard();

const creditDetail = (credit: ContractCard) => ({
  contract: credit,
  terms: { financed: 300_000_00, termMonths: 60, installment: 6_000_00, residualValue: 0, ivaOnInterest: true },
  schedule: [],
  balanceHistory: [],
});

const renderPage = () => renderApp(<AccountHome />, { route: '/my-account/home' });

describe('AccountHome', () => {
  signInForEachTest();

  it('draws its sections together once the contracts, statements and policies have answered, without waiting for the early payments\' contract', async () => {
    const credit = contractCard({ plan: 'credit', capitalContributionAllowed: true });
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [credit] }).persist();
    apiStub().get('/api/customers/statements').reply(200, { statements: [] }).persist();
    apiStub().get('/api/customers/insurance').delay(100).reply(200, { policies: [] }).persist();
    const detail = apiStub()
      .get(`/api/customers/contracts/${credit.id}`)
      .delay(400)
      .reply(200, creditDetail(credit))
      .persist();
    renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent('Cargando tu resumen…');
    expect(screen.queryByRole('heading', { name: 'Tractocamión 2024' })).not.toBeInTheDocument();

    // Drawn with the policies (the last of the three), while the early payments' contract is on its way.
    expect(await screen.findByRole('heading', { name: 'Tractocamión 2024' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seguros' })).toBeInTheDocument();
    const earlyPayments = screen.getByRole('region', { name: 'Aportación a capital y liquidación' });
    expect(within(earlyPayments).getByRole('status')).toHaveTextContent('Cargando el contrato…');

    expect(await within(earlyPayments).findByRole('textbox', { name: 'Monto de la aportación (pesos)' })).toBeInTheDocument();
    expect(screen.queryByText(/^Cargando/)).not.toBeInTheDocument();
    expect(detail.isDone()).toBe(true);
  });

  it('draws the payoff of a contract that takes no contributions at once, asking for no more than the list', async () => {
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] }).persist();
    apiStub().get('/api/customers/statements').reply(200, { statements: [] }).persist();
    apiStub().get('/api/customers/insurance').reply(200, { policies: [] }).persist();
    const detail = apiStub().get(`/api/customers/contracts/${contract.id}`).reply(200, { contract, schedule: [] });
    renderPage();

    expect(await screen.findByRole('textbox', { name: 'Fecha en que quieres liquidar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tractocamión 2024' })).toBeInTheDocument();
    expect(screen.queryByText(/^Cargando/)).not.toBeInTheDocument();
    expect(detail.isDone()).toBe(false);
  });

  it('keeps the contribution form\'s place when its contract fails, and "Reintentar" brings the form with focus kept in the section', async () => {
    const user = userEvent.setup();
    const credit = contractCard({ plan: 'credit', capitalContributionAllowed: true });
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [credit] }).persist();
    apiStub().get('/api/customers/statements').reply(200, { statements: [] }).persist();
    apiStub().get('/api/customers/insurance').reply(200, { policies: [] }).persist();
    apiStub().get(`/api/customers/contracts/${credit.id}`).reply(500, { code: 'INTERNAL', message: 'Error interno' });
    apiStub().get(`/api/customers/contracts/${credit.id}`).reply(200, creditDetail(credit));
    renderPage();

    const earlyPayments = await screen.findByRole('region', { name: 'Aportación a capital y liquidación' });
    const retry = await within(earlyPayments).findByRole('button', { name: 'Reintentar' });
    expect(retry.closest('.early-payment__pending')).not.toBeNull();
    await user.click(retry);

    expect(await within(earlyPayments).findByRole('textbox', { name: 'Monto de la aportación (pesos)' })).toBeInTheDocument();
    expect(earlyPayments).toHaveFocus();
  });

  describe('with a section in the address', () => {
    // jsdom lays nothing out: it has neither scrollIntoView nor matchMedia.
    const scrollIntoView = jest.fn();
    beforeAll(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
      window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    });
    afterAll(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      delete (window as Partial<Window>).matchMedia;
    });

    it('scrolls to it once the home is drawn, not when the early payments\' contract answers later', async () => {
      const credit = contractCard({ plan: 'credit', capitalContributionAllowed: true });
      apiStub().get('/api/customers/contracts').reply(200, { contracts: [credit] }).persist();
      apiStub().get('/api/customers/statements').reply(200, { statements: [] }).persist();
      apiStub().get('/api/customers/insurance').reply(200, { policies: [] }).persist();
      // Longer than waitFor's second: a scroll that waited for this call would come too late below.
      apiStub().get(`/api/customers/contracts/${credit.id}`).delay(1200).reply(200, creditDetail(credit));
      // As a first visit: the loader has answered, and left the early payments' contract on its way.
      const client = testQueryClient();
      await accountHomeFirstView(client, { params: {}, search: new URLSearchParams() });
      renderApp(<AccountHome />, { route: '/my-account/home#seguros', client });

      const insurance = await screen.findByRole('region', { name: 'Seguros' });
      await waitFor(() => expect(insurance).toHaveFocus());
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('textbox', { name: 'Monto de la aportación (pesos)' })).not.toBeInTheDocument();

      expect(await screen.findByRole('textbox', { name: 'Monto de la aportación (pesos)' }, { timeout: 2000 })).toBeInTheDocument();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    });
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
    renderPage();

    const download = await screen.findByRole('button', { name: new RegExp(`^Descargar estado de cuenta .*${contract.number}`) });
    expect(download).toHaveTextContent('Descargar estado de cuenta');
  });
});
