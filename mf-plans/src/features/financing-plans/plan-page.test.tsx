import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import type { FinancingPlanDetail, FinancingPlanSummary } from '@fvc/shared/contracts';
import { CREDIT_PLAN, PLAN_LIST } from './plan-fixture';
import { PlanPage } from './plan-page';
import { firstRenderHtml, renderApp } from '@fvc/shared/testing/render-app';

/** The plans' addresses the page asked the API for, in order. */
let asked: string[] = [];
function serve({ list = PLAN_LIST, detail = CREDIT_PLAN, listStatus = 200 }: { list?: FinancingPlanSummary[]; detail?: FinancingPlanDetail; listStatus?: number } = {}) {
  apiStub()
    .get('/api/financingplans')
    .query(true)
    .reply((uri) => {
      asked.push(uri);
      if (uri.includes('id=')) return [200, { financingplans: detail }];
      return listStatus === 200 ? [200, { financingplans: list }] : [listStatus, { code: 'SERVER_ERROR', message: 'Sin conexión' }];
    })
    .persist();
}

const renderPage = () =>
  renderApp(
    <MemoryRouter initialEntries={['/planes-financiamiento/credito-directo']}>
      <PlanPage planKey="credit" />
    </MemoryRouter>,
  );

const signInCustomer = () =>
  appStore.setState({
    user: {
      customer: { id: 'c1', name: 'Mariana López', email: 'cliente@demo.mx' },
      jwt: { token: 't', expiresAt: '2099-01-01T00:00:00Z' },
    },
  });

describe('PlanPage (credit)', () => {
  beforeEach(() => {
    asked = [];
    apiStub().get('/api/company').reply(500, { code: 'SERVER_ERROR', message: 'sin datos' }).persist();
  });
  afterEach(() => {
    act(() => appStore.setState({ user: null }));
    // Each test is a new visit: its own query client, nothing carried (renderApp).
  });

  it('draws the plan a prerendered page carries in its first render, without asking the API', () => {
    serve();
    // The first render alone (no effects): what hydration compares with the page's HTML.
    const firstRender = firstRenderHtml(
      <MemoryRouter initialEntries={['/planes-financiamiento/credito-directo']}>
        <PlanPage planKey="credit" />
      </MemoryRouter>,
      {
        carried: [
          [['financing-plans'], PLAN_LIST],
          [['financing-plan', 1], CREDIT_PLAN],
        ],
      },
    );
    expect(firstRender).toContain('Qué es');
    expect(firstRender).toContain('Eres el propietario legal y fiscal de la unidad.');
    expect(firstRender).not.toContain('Cargando los detalles del plan');
    expect(asked).toEqual([]);
  });

  it('loads the plan whose title contains “Crédito” and shows its sections', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Crédito directo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando los detalles del plan…');

    expect(await screen.findByRole('heading', { name: 'Qué es' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/financingplans', '/api/financingplans?id=1']);
    expect(screen.getByText('Eres el propietario legal y fiscal de la unidad.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por qué con nosotros' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calcular Crédito' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conoce todos los detalles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Condiciones generales' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Leyendas de riesgo' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks its own entry in the local navigation and links COTIZAR to the calculator', async () => {
    serve();
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Planes de financiamiento' });
    expect(within(nav).getByRole('link', { name: 'Crédito directo' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Flexibility' })).not.toBeInTheDocument();
    // The static sections wait for the plan, so nothing below them shifts when it arrives.
    expect(screen.queryByRole('link', { name: 'CONOCE MÁS' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Qué es' });
    for (const link of screen.getAllByRole('link', { name: 'COTIZAR' })) {
      expect(link).toHaveAttribute('href', '/calculadora/paso-1');
    }
    expect(screen.getByRole('link', { name: 'CONOCE MÁS' })).toHaveAttribute('href', '/acerca');
    expect(screen.getByRole('link', { name: 'CONTÁCTANOS' })).toHaveAttribute('href', '/contacto');
    expect(screen.getByRole('link', { name: 'ENCUENTRA TU DISTRIBUIDOR' })).toHaveAttribute('href', '/distribuidores');
  });

  it('keeps the static parts and offers a retry when the plans cannot be loaded', async () => {
    apiStub().get('/api/financingplans').replyWithError('sin conexión');
    serve();
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los detalles del plan');
    expect(screen.getByRole('heading', { level: 1, name: 'Crédito directo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sobre nosotros' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'En movimiento para ti' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Qué es' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the plan is not in the list', async () => {
    serve({ list: PLAN_LIST.slice(1) });
    renderPage();
    expect(await screen.findByText('Este plan no está disponible por ahora')).toBeInTheDocument();
    expect(asked).toEqual(['/api/financingplans']);
  });

  it('shows the client FAQs only to a signed-in customer', async () => {
    serve();
    renderPage();
    await screen.findByRole('heading', { name: 'Qué es' });
    expect(screen.queryByRole('heading', { name: 'Preguntas de nuestros clientes' })).not.toBeInTheDocument();

    // Signing in elsewhere (the account remote) updates the shared store: the block appears.
    act(() => signInCustomer());
    expect(await screen.findByRole('heading', { name: 'Preguntas de nuestros clientes' })).toBeInTheDocument();
    expect(screen.getByText('¿Cómo hago una aportación a capital?')).toBeInTheDocument();
  });

  it('hides the client FAQs from a customer when the plan has none', async () => {
    signInCustomer();
    serve({ detail: { ...CREDIT_PLAN, lists: { ...CREDIT_PLAN.lists, faqsclient: [] } } });
    renderPage();
    await screen.findByRole('heading', { name: 'Qué es' });
    expect(screen.queryByRole('heading', { name: 'Preguntas de nuestros clientes' })).not.toBeInTheDocument();
  });
});
