import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { ApiError, getCompany, getFinancingPlan, getFinancingPlans } from '@fvc/shared/api';
import { appStore } from '@fvc/shared/session';
import { CREDIT_PLAN, PLAN_LIST } from './plan-fixture';
import { PlanPage } from './plan-page';

jest.mock('@fvc/shared/api', () => ({
  ...jest.requireActual('@fvc/shared/api'),
  // `peek` is what a prerendered page carries (nothing here unless a test says so).
  getFinancingPlans: Object.assign(jest.fn(), { peek: jest.fn() }),
  getFinancingPlan: Object.assign(jest.fn(), { peek: jest.fn() }),
  getCompany: Object.assign(jest.fn(), { peek: jest.fn() }),
}));
const listMock = jest.mocked(getFinancingPlans);
const detailMock = jest.mocked(getFinancingPlan);

const renderPage = () =>
  render(
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
    jest.mocked(getCompany).mockRejectedValue(new Error('sin datos'));
    listMock.mockResolvedValue(PLAN_LIST);
    detailMock.mockResolvedValue(CREDIT_PLAN);
  });
  afterEach(() => act(() => appStore.setState({ user: null })));

  it('draws the plan a prerendered page carries in its first render, without asking the API', () => {
    jest.mocked(getFinancingPlans.peek).mockReturnValue(PLAN_LIST);
    jest.mocked(getFinancingPlan.peek).mockImplementation((id) => (id === 1 ? CREDIT_PLAN : undefined));
    // The first render alone (no effects): what hydration compares with the page's HTML.
    const firstRender = renderToString(
      <MemoryRouter initialEntries={['/planes-financiamiento/credito-directo']}>
        <PlanPage planKey="credit" />
      </MemoryRouter>,
    );
    expect(firstRender).toContain('Qué es');
    expect(firstRender).toContain('Eres el propietario legal y fiscal de la unidad.');
    expect(firstRender).not.toContain('Cargando los detalles del plan');
    expect(listMock).not.toHaveBeenCalled();
    expect(detailMock).not.toHaveBeenCalled();
    jest.mocked(getFinancingPlans.peek).mockReset();
    jest.mocked(getFinancingPlan.peek).mockReset();
  });

  it('loads the plan whose title contains «Crédito» and shows its sections', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Crédito directo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando los detalles del plan…');

    expect(await screen.findByRole('heading', { name: 'Qué es' })).toBeInTheDocument();
    expect(detailMock).toHaveBeenCalledWith(1);
    expect(screen.getByText('Eres el propietario legal y fiscal de la unidad.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por qué con nosotros' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calcular Crédito' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conoce todos los detalles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Condiciones generales' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Leyendas de riesgo' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks its own entry in the local navigation and links COTIZAR to the calculator', async () => {
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
    listMock.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'Sin conexión'));
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
    listMock.mockResolvedValue(PLAN_LIST.slice(1));
    renderPage();
    expect(await screen.findByText('Este plan no está disponible por ahora')).toBeInTheDocument();
    expect(detailMock).not.toHaveBeenCalled();
  });

  it('shows the client FAQs only to a signed-in customer', async () => {
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
    detailMock.mockResolvedValue({ ...CREDIT_PLAN, lists: { ...CREDIT_PLAN.lists, faqsclient: [] } });
    renderPage();
    await screen.findByRole('heading', { name: 'Qué es' });
    expect(screen.queryByRole('heading', { name: 'Preguntas de nuestros clientes' })).not.toBeInTheDocument();
  });
});
