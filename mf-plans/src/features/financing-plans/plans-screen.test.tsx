import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { ApiError, getCompany, getFinancingPlan, getFinancingPlans, sendLead } from '@fvc/shared/api';
import { CREDIT_PLAN, PLAN_LIST } from './plan-fixture';
import { PlansScreen } from './plans-screen';

jest.mock('@fvc/shared/api', () => ({
  ...jest.requireActual('@fvc/shared/api'),
  // `peek` is what a prerendered page carries (nothing here unless a test says so).
  getFinancingPlans: Object.assign(jest.fn(), { peek: jest.fn() }),
  getFinancingPlan: Object.assign(jest.fn(), { peek: jest.fn() }),
  getCompany: Object.assign(jest.fn(), { peek: jest.fn() }),
  sendLead: jest.fn(),
}));
const sendLeadMock = jest.mocked(sendLead);

const renderScreen = async () => {
  render(
    <MemoryRouter initialEntries={['/planes-financiamiento']}>
      <PlansScreen />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Características y requisitos' });
};

describe('PlansScreen', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    jest.mocked(getCompany).mockRejectedValue(new Error('sin datos'));
    jest.mocked(getFinancingPlans).mockResolvedValue(PLAN_LIST);
    jest.mocked(getFinancingPlan).mockResolvedValue(CREDIT_PLAN);
  });

  it('scrolls to the top, lists every plan and works on the credit plan without its Flexibility option', async () => {
    await renderScreen();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'Planes de financiamiento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver más de Arrendamiento puro' })).toHaveAttribute(
      'href',
      '/planes-financiamiento/arrendamiento-puro',
    );
    expect(getFinancingPlan).toHaveBeenCalledWith(1);
    const slider = screen.getByRole('heading', { name: 'Modalidades de Crédito directo' }).closest('section') as HTMLElement;
    expect(within(slider).getByText('Crédito tradicional')).toBeInTheDocument();
    expect(within(slider).queryByText('Flexibility')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Secciones de la página' })).toBeInTheDocument();
  });

  it('stores the contact form as a plans lead', async () => {
    sendLeadMock.mockResolvedValue({ id: 'x' });
    await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(sendLeadMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('¿En qué te podemos ayudar?'), 'Quiero dos tractocamiones.');
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto el aviso de privacidad/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));

    expect(await screen.findByText('Gracias. Un asesor te contactará pronto.')).toBeInTheDocument();
    expect(sendLeadMock).toHaveBeenCalledWith({
      source: 'plans-contact',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: undefined,
      message: 'Plan: Crédito directo\nQuiero dos tractocamiones.',
      acceptsPrivacy: true,
    });
  });

  it('keeps what was typed and says why when the lead cannot be stored', async () => {
    sendLeadMock.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Demasiadas solicitudes. Espera un momento.'));
    await renderScreen();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto el aviso de privacidad/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiadas solicitudes. Espera un momento.');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Ruiz');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
  });

  it('switches contact tabs from the keyboard', async () => {
    await renderScreen();
    const write = screen.getByRole('tab', { name: 'Escríbenos' });
    write.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Llámanos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Llámanos' })).toHaveFocus();
    expect(await screen.findByText('Consulta nuestros teléfonos en la página de contacto.')).toBeInTheDocument();
  });
});
