import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { CREDIT_PLAN, PLAN_LIST } from './plan-fixture';
import { PlansScreen } from './plans-screen';
import { renderApp } from '@fvc/shared/testing/render-app';

/** The leads the screen posted, as the API received them. */
let leads: unknown[] = [];
const answerLeads = (status: number, body: object) =>
  apiStub()
    .post('/api/leads', (sent: unknown) => {
      leads.push(sent);
      return true;
    })
    .reply(status, body);

const renderScreen = async () => {
  renderApp(
    <MemoryRouter initialEntries={['/planes-financiamiento']}>
      <PlansScreen />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Características y requisitos' });
};

describe('PlansScreen', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    leads = [];
    apiStub().get('/api/company').reply(500, { code: 'SERVER_ERROR', message: 'sin datos' }).persist();
    apiStub().get('/api/financingplans').reply(200, { financingplans: PLAN_LIST }).persist();
    apiStub().get('/api/financingplans').query({ id: '1' }).reply(200, { financingplans: CREDIT_PLAN }).persist();
  });
  // The answers are cached for the visit: each test starts a new one.

  it('scrolls to the top, lists every plan and works on the credit plan without its Flexibility option', async () => {
    await renderScreen();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'Planes de financiamiento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver más de Arrendamiento puro' })).toHaveAttribute(
      'href',
      '/planes-financiamiento/arrendamiento-puro',
    );
    // The credit plan's detail, asked for by id.
    expect(await screen.findByText('Crédito tradicional')).toBeInTheDocument();
    const slider = screen.getByRole('heading', { name: 'Modalidades de Crédito directo' }).closest('section') as HTMLElement;
    expect(within(slider).getByText('Crédito tradicional')).toBeInTheDocument();
    expect(within(slider).queryByText('Flexibility')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Secciones de la página' })).toBeInTheDocument();
  });

  it('stores the contact form as a plans lead', async () => {
    answerLeads(201, { id: 'x' });
    await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(leads).toEqual([]);

    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('¿En qué te podemos ayudar?'), 'Quiero dos tractocamiones.');
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto el aviso de privacidad/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));

    expect(await screen.findByText('Gracias. Un asesor te contactará pronto.')).toBeInTheDocument();
    expect(leads).toEqual([
      {
        source: 'plans-contact',
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        message: 'Plan: Crédito directo\nQuiero dos tractocamiones.',
        acceptsPrivacy: true,
      },
    ]);
  });

  it('keeps what was typed and says why when the lead cannot be stored', async () => {
    answerLeads(429, { code: 'RATE_LIMITED', message: 'Demasiadas solicitudes. Espera un momento.' });
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
