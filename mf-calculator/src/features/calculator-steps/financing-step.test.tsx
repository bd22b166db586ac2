import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { chosenVehicle, stubCatalogue } from '../../testing/catalogue';
import { FinancingStep } from './financing-step';
import { renderApp } from '@fvc/shared/testing/render-app';

beforeEach(() => {
  stubCatalogue();
  sessionStorage.setItem('calculator_selection', JSON.stringify(chosenVehicle));
});

/** Paso 2 for a $980,000.00 truck; the default down payment is 20 % and the term 48 months. */
async function renderStep() {
  const user = userEvent.setup();
  renderApp(
    <MemoryRouter>
      <FinancingStep />
    </MemoryRouter>,
  );
  const payment = await screen.findByTestId('monthly-payment');
  return { user, payment, slider: screen.getByRole('slider', { name: 'Enganche, deslizador' }) };
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('paso 2: down payment', () => {
  it('never rewrites what is typed: an invalid value shows why and the quote keeps the last valid one', async () => {
    const { user, payment, slider } = await renderStep();
    const down = screen.getByLabelText('Enganche en porcentaje');
    expect(down).toHaveValue('20');
    const at20 = payment.textContent;

    await retype(user, down, 'abc');
    expect(down).toHaveValue('abc');
    expect(down).toHaveAttribute('aria-invalid', 'true');
    expect(down).toHaveAccessibleDescription(/Escribe solo números/);
    expect(payment).toHaveTextContent(at20 ?? '');
    expect(slider).toHaveValue('20');

    await retype(user, down, '5');
    expect(down).toHaveValue('5');
    expect(screen.getByText(/El enganche va de 10 % a 50 % del precio con IVA\./)).toBeInTheDocument();
    expect(screen.getByText(/Mientras tanto calculamos con 20 %\./)).toBeInTheDocument();
    expect(payment).toHaveTextContent(at20 ?? '');

    await retype(user, down, '60');
    expect(down).toHaveValue('60');
    expect(down).toHaveAccessibleDescription(/El enganche va de 10 % a 50 %/);
    expect(payment).toHaveTextContent(at20 ?? '');
    expect(slider).toHaveValue('20');

    // "10" is valid on its way to "10.5": the quote follows it, then keeps it.
    await retype(user, down, '10');
    expect(down).not.toHaveAttribute('aria-invalid');
    expect(slider).toHaveValue('10');
    const at10 = payment.textContent;
    expect(at10).not.toBe(at20);
    await user.type(down, '.5');
    await user.tab();
    expect(down).toHaveValue('10.5');
    expect(down).toHaveAccessibleDescription(/Escribe un porcentaje entero, sin decimales, de 10 a 50\./);
    expect(payment).toHaveTextContent(at10 ?? '');
    expect(slider).toHaveValue('10');
    expect(JSON.parse(sessionStorage.getItem('calculator_selection') ?? '{}')).toMatchObject({ downPaymentPct: 10 });
  });

  it('moving the slider replaces the text, even an invalid one', async () => {
    const { user, slider } = await renderStep();
    const down = screen.getByLabelText('Enganche en porcentaje');
    await retype(user, down, 'abc');
    fireEvent.change(slider, { target: { value: '35' } });
    expect(down).toHaveValue('35');
    expect(down).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Escribe solo números/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Crédito directo' })).getByText('$343,000.00 (35 %)')).toBeInTheDocument();
  });

  it('takes the amount in pesos or in percent', async () => {
    const { user, payment, slider } = await renderStep();
    await user.click(screen.getByRole('radio', { name: 'Pesos' }));
    const down = screen.getByLabelText('Enganche en pesos');
    expect(down).toHaveValue('196,000');
    expect(screen.getByText('= 20 % del precio con IVA')).toBeInTheDocument();

    const at20 = payment.textContent;
    await retype(user, down, '294,000');
    expect(down).toHaveValue('294,000');
    expect(slider).toHaveValue('30');
    expect(payment).not.toHaveTextContent(at20 ?? '');

    // Between two steps of 1 %: the nearest is used, and the field says which amount.
    await retype(user, down, '300000');
    expect(down).toHaveValue('300000');
    expect(slider).toHaveValue('31');
    expect(down).toHaveAccessibleDescription(/Calculamos con \$303,800\.00 \(31 % del precio con IVA\)/);

    const at31 = payment.textContent;
    await retype(user, down, '50,000');
    expect(down).toHaveValue('50,000');
    expect(down).toHaveAccessibleDescription(/El enganche va de \$98,000\.00 a \$490,000\.00 \(10 % a 50 % del precio con IVA\)\./);
    expect(payment).toHaveTextContent(at31 ?? '');

    await user.click(screen.getByRole('radio', { name: 'Porcentaje' }));
    expect(screen.getByLabelText('Enganche en porcentaje')).toHaveValue('31');
  });

  it('says so when another plan cannot take the down payment chosen', async () => {
    const { user } = await renderStep();
    await retype(user, screen.getByLabelText('Enganche en porcentaje'), '45');
    await user.click(screen.getByRole('radio', { name: 'Arrendamiento financiero' }));
    expect(screen.getByLabelText('Pago inicial en porcentaje')).toHaveValue('30');
    expect(screen.getByText('Este plan acepta un pago inicial de 0 % a 30 %: calculamos con 30 %.')).toBeInTheDocument();
  });
});

describe('paso 2: term', () => {
  it('says so when another plan does not offer the term chosen', async () => {
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: '12 meses' }));
    await user.click(screen.getByRole('radio', { name: 'Arrendamiento puro' }));
    expect(screen.getByRole('button', { name: '24 meses' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: '12 meses' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Plazo' })).toHaveAccessibleDescription(
      'Este plan no ofrece 12 meses (sus plazos van de 24 a 60): calculamos con 24 meses.',
    );
  });
});

describe('paso 2: rate, CAT and the comparison', () => {
  it('shows the annual rate beside the CAT legend and what the CAT includes', async () => {
    await renderStep();
    expect(screen.getByText('Tasa de interés anual fija: 14.99 % sin IVA')).toBeInTheDocument();
    expect(screen.getByText(/^CAT Promedio \d+\.\d % sin IVA\. Para fines informativos y de comparación\. Fecha de cálculo: /)).toBeInTheDocument();
    expect(
      screen.getByText(/^Calculado con el método del Banco de México: incluye intereses, comisión por apertura y el seguro del vehículo, obligatorio durante el plazo; no incluye IVA\. El seguro se calcula sobre el precio de la unidad/),
    ).toBeInTheDocument();
    // Beside it, the CAT on the vehicle alone.
    expect(screen.getByText(/^CAT sin seguro: \d+\.\d % sin IVA$/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Crédito directo' })).toHaveAccessibleDescription('Tasa anual fija de 14.99 %');
  });

  it('compares the three plans with their rates, first payment, at signing, total cost and CAT', async () => {
    await renderStep();
    const table = within(screen.getByRole('region', { name: 'Tabla comparativa de planes' })).getByRole('table');
    const cells = (name: RegExp) => within(within(table).getByRole('row', { name })).getAllByRole('cell').map((cell) => cell.textContent);

    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Concepto',
      'Crédito directo Tu elección',
      'Arrendamiento puro',
      'Arrendamiento financiero',
    ]);
    expect(cells(/^Tasa de interés anual fija/)).toEqual(['14.99 %', '15.99 %', '15.49 %']);
    // Same 20 %: of the price with IVA for credit, without IVA for the leases.
    expect(cells(/^Enganche o pago inicial/)).toEqual(['$196,000.00 (20 %)', '$168,965.52 (20 %)', '$168,965.52 (20 %)']);
    expect(cells(/^Plazo/)).toEqual(['48 meses', '48 meses', '48 meses']);
    expect(cells(/^Primer pago o renta/)[0]).toBe(screen.getByTestId('monthly-payment').textContent);
    for (const name of [/^Desembolso inicial/, /^Costo total/]) {
      for (const value of cells(name)) expect(value).toMatch(/^\$[\d,]+\.\d{2}$/);
    }
    expect(cells(/^CAT sin IVA/)).toEqual([expect.stringMatching(/^\d+\.\d %$/), 'No aplica', 'No aplica']);
  });
});
