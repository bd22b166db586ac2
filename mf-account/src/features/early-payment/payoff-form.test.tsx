import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mexicoCityDay } from '@fvc/shared/format';
import type { PayoffQuote } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { contractCard } from '../../testing/contract-card';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { PayoffForm } from './payoff-form';

const contractId = '11111111-1111-4111-8111-111111111111';

const daysFromToday = (days: number) => mexicoCityDay(new Date(Date.now() + days * 86_400_000));
const typed = (iso: string) => iso.split('-').reverse().join('/');

function renderForm() {
  const contract = contractCard({ id: contractId, nextPayment: { number: 25, dueDate: daysFromToday(20), amount: 5_342_993 } });
  return renderApp(<PayoffForm contract={contract} />, { route: '/my-account/home' });
}

/** A payoff quote as the API answers it; a test changes only what it is about. */
function figures(changes: Partial<PayoffQuote> = {}): Omit<PayoffQuote, 'asOf'> {
  return {
    principal: 97_686_056,
    paidThrough: daysFromToday(-20),
    accruedFrom: daysFromToday(-20),
    days: 20,
    accruedInterest: 150_000,
    accruedIva: 24_000,
    overdueInterest: 0,
    overdueIva: 0,
    fees: 0,
    unapplied: 0,
    paidAhead: [],
    total: 97_860_056,
    ...changes,
  };
}

/** The form drawn, and a quote asked for `asOf` that the API answers with `quote`. */
async function quoteFor(user: ReturnType<typeof userEvent.setup>, asOf: string, quote: Omit<PayoffQuote, 'asOf'>) {
  apiStub()
    .post(`/api/customers/contracts/${contractId}/payoff-quote`, { asOf })
    .reply(200, { asOf, ...quote });
  renderForm();
  const field = screen.getByRole('textbox', { name: 'Fecha en que quieres liquidar' });
  await user.clear(field);
  await user.type(field, `${typed(asOf)}{Enter}`);
  return field;
}

describe('PayoffForm', () => {
  signInForEachTest();

  it('never shows a quote beside a date other than the one it is for', async () => {
    const user = userEvent.setup();
    const field = await quoteFor(user, daysFromToday(5), figures({ accruedInterest: 150_000, accruedIva: 24_000, total: 97_860_056, days: 5 }));
    expect(await screen.findByText('Total para liquidar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar la liquidación' })).toBeInTheDocument();
    // Nothing paid ahead: no line for it.
    expect(screen.queryByText(/Ya pagaste/)).not.toBeInTheDocument();

    // Another date being typed, even a wrong one: the quote for the first one goes.
    await user.type(field, '{Backspace}');
    expect(screen.queryByText('Total para liquidar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar la liquidación' })).not.toBeInTheDocument();
  });

  it('says what was paid ahead and when interest is paid through, and accrues from there', async () => {
    const user = userEvent.setup();
    const paidThrough = daysFromToday(10);
    await quoteFor(
      user,
      daysFromToday(15),
      figures({
        paidThrough,
        accruedFrom: paidThrough,
        days: 5,
        accruedInterest: 203_377,
        accruedIva: 32_540,
        paidAhead: [{ number: 20, dueDate: paidThrough, paidOn: daysFromToday(0), principal: 3_879_034, interest: 1_268_717, iva: 202_995 }],
        total: 97_921_973,
      }),
    );
    expect(await screen.findByText('Intereses pagados hasta el')).toBeInTheDocument();
    expect(screen.getByText(/^Intereses del .* \(5 días\) e IVA$/).nextElementSibling).toHaveTextContent('$2,359.17');
    expect(screen.getByText(/Ya pagaste la renta 20/).nextElementSibling).toHaveTextContent('$53,507.46: no se vuelve a cobrar');
    expect(screen.getByText('Total para liquidar').nextElementSibling).toHaveTextContent('$979,219.73');
  });

  it('takes off the interest already paid for days after the date chosen', async () => {
    const user = userEvent.setup();
    await quoteFor(user, daysFromToday(1), figures({ days: -5, accruedInterest: -211_453, accruedIva: -33_832, total: 97_440_771 }));
    expect(await screen.findByText(/Intereses ya pagados de 5 días posteriores/)).toBeInTheDocument();
    expect(screen.getByText(/Intereses ya pagados de 5 días posteriores/).nextElementSibling).toHaveTextContent('-$2,452.85');
  });

  it('issues the payoff letter for the date quoted and downloads it', async () => {
    const user = userEvent.setup();
    const asOf = daysFromToday(4);
    await quoteFor(user, asOf, figures({ days: 4 }));
    apiStub()
      .post(`/api/customers/contracts/${contractId}/payoff-letters`, { asOf })
      .reply(201, { id: '22222222-2222-4222-8222-222222222222', folio: 'LIQ-2026-000001', asOf, validUntil: asOf, total: 97_860_056, createdAt: new Date().toISOString() });
    apiStub()
      .get('/api/customers/payoff-letters/22222222-2222-4222-8222-222222222222/pdf')
      .reply(200, '%PDF-1.4', { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="carta-liquidacion-LIQ-2026-000001.pdf"' });
    // jsdom has no object URLs and does not download: the browser's part is stood in for here.
    URL.createObjectURL = jest.fn(() => 'blob:carta');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar carta de liquidación' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/carta de liquidación LIQ-2026-000001, válida para un pago recibido hasta el/);
    expect(saved).toEqual(['carta-liquidacion-LIQ-2026-000001.pdf']);
    click.mockRestore();
  });

  it('asks for the date when it is sent with the field emptied, and quotes nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByRole('textbox', { name: 'Fecha en que quieres liquidar' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Calcular monto para liquidar' }));

    expect(field).toHaveAccessibleDescription(expect.stringContaining('Escribe la fecha en que quieres liquidar.'));
    expect(screen.queryByText('Total para liquidar')).not.toBeInTheDocument();
    // No quote was asked for: the API stub has no answer for one, so a request would add its own alert.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    // Gone as the date is typed, before the field is left: the button is already where it stays
    // when the customer taps it (it moved up under the tap when the message went on blur).
    await user.type(field, typed(daysFromToday(1)));
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining('Escribe la fecha'));
    expect(field).toHaveFocus();
  });

  it('quotes the date typed after the field was sent empty with one tap on the button', async () => {
    const user = userEvent.setup();
    const asOf = daysFromToday(2);
    apiStub()
      .post(`/api/customers/contracts/${contractId}/payoff-quote`, { asOf })
      .reply(200, { asOf, ...figures({ days: 2 }) });
    renderForm();
    const field = screen.getByRole('textbox', { name: 'Fecha en que quieres liquidar' });
    const send = screen.getByRole('button', { name: 'Calcular monto para liquidar' });
    await user.clear(field);
    await user.click(send);
    await user.type(field, typed(asOf));
    await user.click(send);
    expect(await screen.findByText('Total para liquidar')).toBeInTheDocument();
  });
});
