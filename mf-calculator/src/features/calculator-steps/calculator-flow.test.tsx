import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CatalogueVehicleType } from '@fvc/shared/contracts';
import { FinancingStep } from './financing-step';
import { SummaryStep } from './summary-step';
import { VehicleStep } from './vehicle-step';

const TERMS = [12, 24, 36, 48, 60, 72];
const plan = (p: 'credit' | 'pure-lease' | 'financial-lease', residual = 0) => ({
  plan: p,
  annualRate: 0.15,
  minDownPayment: p === 'credit' ? 0.1 : 0,
  maxDownPayment: 0.5,
  commission: 0.02,
  residual,
  insuranceRate: 0.03,
  depositRents: p === 'credit' ? 0 : 1,
  terms: TERMS,
  ivaOnInterest: { fisica: true, moral: false },
  timing: 'arrears' as const,
});
const types: CatalogueVehicleType[] = [
  { id: 1, slug: 'camion', name: 'Camión', image: '/media/vehicle-camion.svg', plans: [plan('credit'), plan('pure-lease', 0.2), plan('financial-lease', 0.1)] },
];

const mockSendQuote = jest.fn();
jest.mock('@fvc/shared/api', () => ({
  getVehicleTypes: () => Promise.resolve(types),
  getVehicleModels: () =>
    Promise.resolve([{ id: 7, slug: 'cumbre-c45', name: 'Cumbre C45', brand: 'Cumbre', description: 'Camión mediano', image: '/media/x.svg', fromPrice: 98_000_000 }]),
  getVehicleVersions: () =>
    Promise.resolve({
      model: { id: 7, slug: 'cumbre-c45', name: 'Cumbre C45', brand: 'Cumbre', description: 'Camión mediano', image: '/media/x.svg', fromPrice: 98_000_000 },
      versions: [{ id: 11, name: 'C45 Chasis', year: 2026, price: 98_000_000, priceWithoutIva: 84_482_759 }],
    }),
  sendQuote: (...args: unknown[]) => mockSendQuote(...args),
  resolveApiUrl: (path: string) => path,
  toApiError: (error: Error) => ({ message: error.message }),
}));

beforeEach(() => sessionStorage.clear());

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('calculator steps', () => {
  it('paso 1: type, model and version cards; the choice survives in sessionStorage', async () => {
    const user = userEvent.setup();
    inRouter(<VehicleStep />);
    expect(screen.getByRole('heading', { level: 1, name: 'Calcula tu financiamiento' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Camión/ }));
    await user.click(await screen.findByRole('button', { name: /Cumbre C45/ }));
    await user.click(await screen.findByRole('button', { name: /C45 Chasis/ }));
    expect(screen.getByRole('link', { name: /Continuar con Cumbre C45 C45 Chasis/ })).toHaveAttribute('href', '/calculadora/paso-2');
    expect(JSON.parse(sessionStorage.getItem('calculator_selection') ?? '{}')).toMatchObject({ typeSlug: 'camion', modelId: 7, version: { id: 11 } });
  });

  it('paso 2: the result updates live and the three plans are compared', async () => {
    sessionStorage.setItem(
      'calculator_selection',
      JSON.stringify({ typeSlug: 'camion', modelId: 7, modelName: 'Cumbre C45', version: { id: 11, name: 'C45 Chasis', year: 2026, price: 98_000_000, priceWithoutIva: 84_482_759 }, plan: 'credit', personType: 'fisica', insurance: 'financed' }),
    );
    const user = userEvent.setup();
    inRouter(<FinancingStep />);
    const payment = await screen.findByTestId('monthly-payment');
    const before = payment.textContent;
    await user.selectOptions(screen.getByLabelText('Plazo'), '24');
    expect(screen.getByTestId('monthly-payment').textContent).not.toBe(before);
    expect(screen.getByText(/CAT Promedio \d+\.\d % sin IVA/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('No aplica')).toHaveLength(2);

    const down = screen.getByLabelText('Enganche (%)');
    await user.clear(down);
    await user.type(down, 'x35');
    expect(down).toHaveValue('35');
    await user.click(screen.getByLabelText('Arrendamiento puro'));
    expect(screen.getByText('CAT: No aplica')).toBeInTheDocument();
  });

  it('paso 3: validates in Spanish, keeps what was typed on a failed send, and retries with the same key', async () => {
    sessionStorage.setItem(
      'calculator_selection',
      JSON.stringify({ typeSlug: 'camion', modelId: 7, modelName: 'Cumbre C45', version: { id: 11, name: 'C45 Chasis', year: 2026, price: 98_000_000, priceWithoutIva: 84_482_759 }, plan: 'credit', personType: 'fisica', insurance: 'financed', termMonths: 48, downPaymentPct: 20 }),
    );
    mockSendQuote.mockRejectedValueOnce(new Error('Hubo un error en el servidor.')).mockResolvedValueOnce({ id: 'folio-123', pdfUrl: '/api/quotes/folio-123/pdf', monthlyPayment: 1, cat: 0.2, createdAt: '' });
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
    expect(await screen.findByTestId('quote-id')).toHaveTextContent('folio-123');
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', '/api/quotes/folio-123/pdf');
    const [[firstBody, firstKey], [, secondKey]] = mockSendQuote.mock.calls as [[{ downPayment: number; termMonths: number }, string], [unknown, string]];
    expect(firstKey).toBe(secondKey);
    expect(firstBody).toMatchObject({ versionId: 11, downPayment: 0.2, termMonths: 48, acceptsPrivacy: true });
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
