import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { contractCard } from '../testing/contract-card';
import { TEST_CUSTOMER } from '../testing/customer-screen';
import { balancesFirstView } from '../features/balances/balances-first-view';
import { BALANCES_HEADING } from '../features/balances/balances-heading';
import { contractDetailFirstView } from '../features/contracts/contract-detail-first-view';
import { customerScreen, type CustomerScreen } from './customer-screen';
import { renderApp } from '@fvc/shared/testing/render-app';

const contract = contractCard({ plan: 'credit', capitalContributionAllowed: true });
const CONTRACT_ID = contract.id;
const movement = {
  id: 1,
  postedOn: '2026-11-15',
  kind: 'payment',
  description: 'Pago de la mensualidad 24',
  reference: 'PAG-000024',
  charge: 0,
  credit: 6_000_00,
  balanceAfter: 250_000_00,
};

/** The balances screen as the account remote defines it: a new one per test, so each has its first visit. */
const balancesScreen = () =>
  customerScreen(() => import('../features/balances/balances-page').then((module) => module.BalancesPage), {
    path: '/my-account/balances',
    firstView: balancesFirstView,
    heading: BALANCES_HEADING,
  });

/** A screen drawn at `address` as the account remote's routes draw it: on its path, under a Suspense boundary. */
const renderScreenAt = (address: string, { path, Screen }: CustomerScreen) =>
  renderApp(
    <MemoryRouter initialEntries={[address]}>
      <Suspense fallback={<p role="status">Cargando…</p>}>
        <Routes>
          <Route path={path} element={<Screen />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );

const signIn = () => appStore.getState().signIn({ customer: TEST_CUSTOMER, jwt: { token: 'jwt', expiresAt: new Date(Date.now() + 600_000).toISOString() } });

describe('customerScreen', () => {
  afterEach(() => appStore.setState({ user: null }));

  it('a customer page opened in a new tab asks for its data once the session is back, before anything is drawn', async () => {
    const contracts = apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] });
    const movements = apiStub()
      .get(`/api/customers/contracts/${CONTRACT_ID}/movements`)
      .query({ page: '2', pageSize: '20' })
      .reply(200, { items: [movement], page: 2, pageSize: 20, total: 21 });

    const balances = balancesScreen();
    expect(balances.preloadFor({ pathname: '/my-account/home', search: '' })).toBe(false);
    expect(balances.preloadFor({ pathname: '/my-account/balances', search: '?pagina=2&por-pagina=20' })).toBe(true);
    // No session yet (the shell is restoring it): nothing is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(contracts.isDone()).toBe(false);

    signIn();
    await waitFor(() => expect(movements.isDone()).toBe(true));
    expect(contracts.isDone()).toBe(true);
  });

  it('draws a first visit once, complete, after its data has answered, and asks for it only once; its heading shows meanwhile', async () => {
    signIn();
    // Each call answered once: a second request of the page (another key than the loader's) fails the test.
    apiStub().get('/api/customers/contracts').delay(100).reply(200, { contracts: [contract] });
    apiStub()
      .get(`/api/customers/contracts/${CONTRACT_ID}/movements`)
      .query({ page: '1', pageSize: '10' })
      .delay(200)
      .reply(200, { items: [movement], page: 1, pageSize: 10, total: 1 });
    renderScreenAt('/my-account/balances', balancesScreen());

    // Before its files and data: the screen's heading (the page's largest text on a phone) over a loading state.
    expect(screen.getByRole('heading', { level: 1, name: 'Saldos y movimientos' })).toBeInTheDocument();
    expect(screen.getByText('Consulta el saldo de tus contratos y cada cargo y abono.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    // The tab and the history entry are named after the screen from the start, not "Mi cuenta".
    expect(appStore.getState().pageTitle).toEqual({ path: '/my-account/balances', title: 'Saldos y movimientos' });
    // Drawn with its movements, never with a loading state of its own.
    expect(await screen.findByRole('cell', { name: 'Pago de la mensualidad 24' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(/^Cargando/)).not.toBeInTheDocument();
    expect(screen.getByText('1 movimiento · página 1')).toBeInTheDocument();
  });

  it('shows the first view\'s refusal without asking again: another customer\'s contract is asked for once', async () => {
    signIn();
    const otherId = '7d1c7c62-5b8e-4a4e-9d0f-0c5f0e6c2a11';
    const refused = apiStub()
      .get(`/api/customers/contracts/${otherId}`)
      .times(2)
      .reply(404, { code: 'NOT_FOUND', message: 'No encontramos ese contrato en tu cuenta.' });
    const contractScreen = customerScreen(() => import('../features/contracts/contract-detail-page').then((module) => module.ContractDetailPage), {
      path: '/my-account/contracts/:id',
      firstView: contractDetailFirstView,
    });
    renderScreenAt(`/my-account/contracts/${otherId}`, contractScreen);

    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos ese contrato' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The second answer is still waiting: the screen drew the first view's and asked no more.
    expect(refused.pendingMocks()).toHaveLength(1);
  });
});
