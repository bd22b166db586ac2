import { screen } from '@testing-library/react';
import { Route, Routes } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { appStore } from '@fvc/shared/session';
import { contractCard } from '../../testing/contract-card';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { ContractDetailPage } from './contract-detail-page';

const UNKNOWN_ID = '7d1c7c62-5b8e-4a4e-9d0f-0c5f0e6c2a11';

const renderAt = (id: string) =>
  renderApp(
    <Routes>
      <Route path="/my-account/contracts/:id" element={<ContractDetailPage />} />
    </Routes>,
    { route: `/my-account/contracts/${id}` },
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

  it('says the term contracted, the one in force and why it changed, and what is owed today', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const contract = contractCard({
      id,
      plan: 'credit',
      installmentsPaid: 20,
      installmentsTotal: 42,
      balance: 976_860_56,
      principalOutstanding: 976_860_56,
      payoffToday: 974_407_71,
      paidThrough: '2026-12-15',
      endDate: '2028-10-15',
    });
    apiStub()
      .get(`/api/customers/contracts/${id}`)
      .reply(200, {
        contract,
        terms: { financed: 1_850_000_00, termMonths: 48, installment: 51_477_51, residualValue: 0, ivaOnInterest: true },
        schedule: [],
        termChanges: [{ changedOn: '2026-02-24', reason: 'capital_contribution', amount: 205_910_04, termBefore: 38, termAfter: 32, endBefore: '2029-04-15', endAfter: '2028-10-15' }],
        lastPaymentOn: '2026-12-05',
        balanceHistory: [
          { date: '2025-04-30', balance: 1_850_000_00 },
          { date: '2025-10-31', balance: 1_650_000_00 },
          { date: '2026-11-30', balance: 1_015_650_90 },
        ],
      });
    renderAt(id);

    const fact = async (term: string | RegExp) => (await screen.findByText(term, { selector: 'dt' })).nextElementSibling;
    expect(await fact('Plazo contratado')).toHaveTextContent('48 meses');
    expect(await fact('Plazo en vigor')).toHaveTextContent(
      '42 pagos: tu aportación a capital de $205,910.04 del 24 de febrero de 2026 quitó 6 pagos y adelantó el último al 15 de octubre de 2028.',
    );
    expect(await fact('Pagos')).toHaveTextContent('20 hechos de 42; faltan 22');
    expect(await fact('Último pago recibido')).toHaveTextContent('5 de diciembre de 2026');
    expect(await fact('Intereses pagados hasta el')).toHaveTextContent('15 de diciembre de 2026');
    expect(await fact('Saldo')).toHaveTextContent('$976,860.56');
    expect(await fact('Para liquidar hoy')).toHaveTextContent('$974,407.71');

    // The chart has its axes and a text alternative with every month's figure.
    const chart = screen.getByRole('img', { name: /Saldo al cierre de cada mes: de \$1,850,000\.00 en abril de 2025 a \$1,015,650\.90 en noviembre de 2026/ });
    expect(chart).toHaveTextContent('$2 M');
    expect(chart).toHaveTextContent('$1,015,650.90');
    expect(screen.getByText('abr 2025')).toBeInTheDocument();
    expect(screen.getByText('nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'octubre de 2025' }).nextElementSibling).toHaveTextContent('$1,650,000.00');
  });
});
