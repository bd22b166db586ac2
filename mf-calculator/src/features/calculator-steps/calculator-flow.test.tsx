import { hydrateRoot } from 'react-dom/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { getVehicleTypes } from '@fvc/shared/api';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { chosenVehicle, stubCatalogue } from '../../testing/catalogue';
import { FinancingStep } from './financing-step';
import { saveResult } from './selection-storage';
import { SummaryStep } from './summary-step';
import { VehicleStep } from './vehicle-step';
import { firstRenderHtml, inTheApp, renderApp, type AppWorld } from '@fvc/shared/testing/render-app';

// jsdom lays nothing out: where the page would scroll to is recorded instead.
const scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.getAttribute('aria-labelledby') ?? this.tagName);
  };
  // The endpoints cache per visit; each test starts a new visit.
  stubCatalogue();
});

const inRouter = (ui: React.ReactNode) => renderApp(<MemoryRouter>{ui}</MemoryRouter>);
const choose = (extra: object = {}) => sessionStorage.setItem('calculator_selection', JSON.stringify({ ...chosenVehicle, ...extra }));

/** Paso 3 drawn, its contact form filled in as a visitor would, and sent. */
async function sendQuoteForm({ email, phone }: { email: string; phone: string }) {
  const user = userEvent.setup();
  inRouter(<SummaryStep />);
  await user.type(await screen.findByLabelText('Nombre completo'), 'Ana Torres');
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Teléfono'), phone);
  await user.selectOptions(screen.getByLabelText('Estado'), 'Jalisco');
  await user.click(screen.getByLabelText(/Acepto el/));
  await user.click(screen.getByRole('button', { name: 'Enviar cotización' }));
}

describe('calculator steps', () => {
  it('paso 1: type, model and version cards; the choice survives in sessionStorage', async () => {
    const user = userEvent.setup();
    inRouter(<VehicleStep />);
    expect(screen.getByRole('heading', { level: 1, name: 'Calcula tu financiamiento' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Camión/ }));
    // Each choice brings the list it opens into view (issue #69: the models were below the fold).
    await waitFor(() => expect(scrolledTo).toEqual(['calc-models']));
    await user.click(await screen.findByRole('button', { name: /Cumbre C45/ }));
    await waitFor(() => expect(scrolledTo).toEqual(['calc-models', 'calc-versions']));
    await user.click(await screen.findByRole('button', { name: /C45 Chasis/ }));
    expect(screen.getByRole('link', { name: 'Continuar con Cumbre C45 Chasis' })).toHaveAttribute('href', '/calculadora/paso-2');
    expect(JSON.parse(sessionStorage.getItem('calculator_selection') ?? '{}')).toMatchObject({ typeSlug: 'camion', modelId: 7, version: { id: 11 } });
  });

  it('paso 1: another version keeps the down payment and term chosen in paso 2', async () => {
    choose({ downPaymentPct: 30, termMonths: 36 });
    const user = userEvent.setup();
    inRouter(<VehicleStep />);
    await user.click(await screen.findByRole('button', { name: /C45 Caja seca/ }));
    expect(screen.getByRole('button', { name: /C45 Caja seca/ })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(sessionStorage.getItem('calculator_selection') ?? '{}')).toMatchObject({ version: { id: 12 }, downPaymentPct: 30, termMonths: 36 });
  });

  it('paso 1 prerendered: drawn with the cards the page carries and no choice, then hydrated with the stored choice', async () => {
    // What a prerendered page carries: the types, as the API answers them.
    const carrying: AppWorld = { carried: [[['vehicle-types'], await getVehicleTypes()]] };
    // A visitor who reloads step 1 mid-flow: the page was drawn for everyone, without their choice.
    choose();
    const page = () => (
      <MemoryRouter initialEntries={['/calculadora/paso-1']}>
        <VehicleStep />
      </MemoryRouter>
    );
    const html = firstRenderHtml(page(), carrying);
    expect(html).toContain('Camión');
    expect(html).not.toContain('Cargando');
    expect(html).not.toContain('Cumbre C45');

    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, inTheApp(page(), carrying).tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(await within(container).findByRole('button', { name: /C45 Chasis/ })).toHaveAttribute('aria-pressed', 'true');
    container.remove();
  });

  it('paso 2: the result updates live with the term buttons, and a lease says the CAT does not apply', async () => {
    choose();
    const user = userEvent.setup();
    inRouter(<FinancingStep />);
    const payment = await screen.findByTestId('monthly-payment');
    const before = payment.textContent;
    const steps = screen.getByRole('navigation', { name: 'Pasos de la cotización' });
    expect(within(steps).getByRole('link', { current: 'step' })).toHaveTextContent('2.');
    const term = screen.getByRole('button', { name: '24 meses' });
    await user.click(term);
    expect(term).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '48 meses' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('monthly-payment').textContent).not.toBe(before);
    expect(screen.getByText(/CAT Promedio \d+\.\d % sin IVA/)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByText('No aplica')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Arrendamiento puro' }));
    expect(screen.getByRole('radio', { name: 'Arrendamiento puro' })).toBeChecked();
    expect(screen.getByText('CAT: No aplica')).toBeInTheDocument();
    expect(screen.getByText('El CAT no aplica al arrendamiento: la renta no es un crédito.')).toBeInTheDocument();
    expect(screen.getByText('Tasa de interés anual fija: 15.99 % sin IVA')).toBeInTheDocument();
    expect(screen.getByLabelText('Pago inicial en porcentaje')).toBeInTheDocument();
  });

  it('paso 3: shows the rate beside the CAT and what the CAT includes', async () => {
    choose({ termMonths: 48, downPaymentPct: 20 });
    inRouter(<SummaryStep />);
    expect(await screen.findByText('Tasa de interés anual fija: 14.99 % sin IVA')).toBeInTheDocument();
    expect(screen.getByText(/^CAT Promedio \d+\.\d % sin IVA\. Para fines informativos y de comparación\./)).toBeInTheDocument();
    expect(
      screen.getByText(/^Calculado con el método del Banco de México: incluye intereses, comisión por apertura y el seguro del vehículo, obligatorio durante el plazo; no incluye IVA\. El seguro se calcula sobre el precio de la unidad/),
    ).toBeInTheDocument();
  });

  it('paso 3 reloaded after a send: shows the folio again and leaves focus alone', async () => {
    choose({ termMonths: 48, downPaymentPct: 20 });
    saveResult({ id: 'f0b1c2d3-0000-4000-8000-000000000123', folio: 'COT-2026-000123', pdfUrl: '/api/quotes/x/pdf', idempotencyKey: 'k' });
    inRouter(<SummaryStep />);
    expect(await screen.findByTestId('quote-id')).toHaveTextContent('COT-2026-000123');
    expect(screen.getByRole('status')).not.toHaveFocus();
  });

  it('paso 3: validates in Spanish, keeps what was typed on a failed send, and retries with the same key', async () => {
    choose({ termMonths: 48, downPaymentPct: 20 });
    const sent: Array<{ body: Record<string, unknown>; key: string }> = [];
    apiStub()
      .post('/api/quotes')
      .reply(function reply(_uri, body) {
        sent.push({ body: body as Record<string, unknown>, key: String(this.req.headers['idempotency-key']) });
        return [500, { code: 'INTERNAL', message: 'Hubo un error en el servidor.' }];
      });
    apiStub()
      .post('/api/quotes')
      .reply(function reply(_uri, body) {
        sent.push({ body: body as Record<string, unknown>, key: String(this.req.headers['idempotency-key']) });
        return [201, { id: 'f0b1c2d3-0000-4000-8000-000000000123', folio: 'COT-2026-000123', pdfUrl: '/api/quotes/f0b1c2d3-0000-4000-8000-000000000123/pdf', monthlyPayment: 1, cat: 0.2, createdAt: '' }];
      });
    const user = userEvent.setup();
    inRouter(<SummaryStep />);
    await user.click(await screen.findByRole('button', { name: 'Enviar cotización' }));
    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Nombre completo'), 'Ana Torres');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '5512345678');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Jalisco');
    await user.click(screen.getByLabelText(/Acepto el/));
    await user.click(screen.getByRole('button', { name: 'Enviar cotización' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un error en el servidor.');
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana Torres');

    await user.click(screen.getByRole('button', { name: 'Enviar cotización' }));
    expect(await screen.findByTestId('quote-id')).toHaveTextContent('COT-2026-000123');
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', '/api/quotes/f0b1c2d3-0000-4000-8000-000000000123/pdf');
    // The quote goes on to the online application (issue #72).
    expect(screen.getByRole('link', { name: 'Solicitar este financiamiento' })).toHaveAttribute('href', '/solicitud/nueva?cotizacion=f0b1c2d3-0000-4000-8000-000000000123');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toBe(sent[1]?.key);
    expect(sent[0]?.body).toMatchObject({ versionId: 11, downPayment: 0.2, termMonths: 48, acceptsPrivacy: true });
    // Sent, the typed contact is not kept in the tab any longer.
    expect(sessionStorage.getItem('calculator_contact')).toBeNull();
    expect(screen.getByRole('table')).toBeInTheDocument();
    // Focus follows: to the folio once sent, to the form on "Enviar otra cotización".
    expect(screen.getByRole('status')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Enviar otra cotización' }));
    expect(screen.getByLabelText('Nombre completo')).toHaveFocus();
  });

  it('paso 3: refuses on the field what the API refuses (an accent in the address, a phone without digits)', async () => {
    choose({ termMonths: 48, downPaymentPct: 20 });
    await sendQuoteForm({ email: 'josé@ejemplo.mx', phone: '++++ ++++' });
    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escribe al menos 8 dígitos (máximo 20 caracteres); puedes usar espacios, +, ( ) y -.')).toBeInTheDocument();
  });

  it("paso 3: a field the API refuses gets the API's message beside it, with focus", async () => {
    choose({ termMonths: 48, downPaymentPct: 20 });
    apiStub()
      .post('/api/quotes')
      .reply(400, { code: 'VALIDATION_ERROR', message: 'Revisa los datos marcados.', fields: { email: 'Ese dominio no recibe correo.' } });
    await sendQuoteForm({ email: 'ana@example.com', phone: '5512345678' });
    expect(await screen.findByText('Ese dominio no recibe correo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('paso 3: a refusal naming something the form does not draw (the version, gone since) still says so above the form', async () => {
    choose({ termMonths: 48, downPaymentPct: 20 });
    apiStub()
      .post('/api/quotes')
      .reply(400, { code: 'VALIDATION_ERROR', message: 'La versión elegida no existe.', fields: { versionId: 'La versión elegida no existe.' } });
    await sendQuoteForm({ email: 'ana@example.com', phone: '5512345678' });
    expect(await screen.findByRole('alert')).toHaveTextContent('La versión elegida no existe.');
  });

  it('paso 3: what was typed survives a reload, and the privacy notice opens in another tab', async () => {
    choose({ termMonths: 48, downPaymentPct: 20 });
    const user = userEvent.setup();
    const first = inRouter(<SummaryStep />);
    await user.type(await screen.findByLabelText('Nombre completo'), 'Ana Torres');
    await user.type(screen.getByLabelText('Teléfono'), '5512345678');
    await user.click(screen.getByLabelText(/Acepto el/));
    // Leaving the page here would end the quote: the notice opens beside it.
    expect(screen.getByRole('link', { name: /aviso de privacidad/ })).toHaveAttribute('target', '_blank');
    first.unmount();

    inRouter(<SummaryStep />);
    expect(await screen.findByLabelText('Nombre completo')).toHaveValue('Ana Torres');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('5512345678');
    // Consent is asked again, not carried over.
    expect(screen.getByLabelText(/Acepto el/)).not.toBeChecked();
  });

  it('paso 2: a credit with IVA on its interest names its figure the first payment and says why the next are lower', async () => {
    choose({ termMonths: 48, downPaymentPct: 20 });
    inRouter(<FinancingStep />);
    expect(await screen.findByText('Primer pago con IVA')).toBeInTheDocument();
    expect(screen.getByText(/cada pago siguiente es un poco menor/)).toBeInTheDocument();
  });

  it('standalone link with a type the catalogue lacks: says so over the type cards, with no retry, and a card still leads', async () => {
    const user = userEvent.setup();
    inRouter(<VehicleStep typeSlug="zzz" modelSlug="999" />);
    expect(await screen.findByText('No encontramos el tipo de vehículo “zzz”; elige uno de la lista.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Camión/ }));
    expect(await screen.findByRole('button', { name: /Cumbre C45/ })).toBeInTheDocument();
  });

  it("standalone link: the visitor's own card leads over the link's model", async () => {
    const user = userEvent.setup();
    inRouter(<VehicleStep typeSlug="camion" modelSlug="cumbre-c45" />);
    expect(await screen.findByRole('button', { name: /C45 Chasis/ })).toBeInTheDocument();
    // Choosing the type again starts the model over, as it does outside the link.
    await user.click(screen.getByRole('button', { name: 'Camión' }));
    expect(screen.queryByRole('heading', { name: 'Versión' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Camión' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Cumbre C45/ }));
    expect(await screen.findByRole('button', { name: /C45 Chasis/ })).toBeInTheDocument();
  });

  it("standalone link with ?version=: the link's version is chosen, and the visitor's own version card then leads", async () => {
    appStore.getState().updateCalculator({ calculator_version: '11' });
    const user = userEvent.setup();
    inRouter(<VehicleStep typeSlug="camion" modelSlug="cumbre-c45" />);
    expect(await screen.findByRole('button', { name: /C45 Chasis/, pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /C45 Caja seca/ }));
    expect(screen.getByRole('button', { name: /C45 Caja seca/ })).toHaveAttribute('aria-pressed', 'true');
    // Nothing puts the link's version back behind the visitor's back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: /C45 Caja seca/ })).toHaveAttribute('aria-pressed', 'true');
    appStore.getState().updateCalculator({ calculator_version: '' });
  });
});
