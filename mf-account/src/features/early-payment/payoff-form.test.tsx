import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mexicoCityDay } from '@fvc/shared/format';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { contractCard } from '../../testing/contract-card';
import { renderCustomerScreen, signInForEachTest } from '../../testing/customer-screen';
import { PayoffForm } from './payoff-form';

const contractId = '11111111-1111-4111-8111-111111111111';

const daysFromToday = (days: number) => mexicoCityDay(new Date(Date.now() + days * 86_400_000));
const typed = (iso: string) => iso.split('-').reverse().join('/');

function renderForm() {
  const contract = contractCard({ id: contractId, nextPayment: { number: 25, dueDate: daysFromToday(20), amount: 5_342_993 } });
  return renderCustomerScreen(<PayoffForm contract={contract} />);
}

/** The form drawn, and a quote asked for `asOf` that the API answers with `figures`. */
async function quoteFor(user: ReturnType<typeof userEvent.setup>, asOf: string, figures: Record<string, number>) {
  apiStub()
    .post(`/api/customers/contracts/${contractId}/payoff-quote`, { asOf })
    .reply(200, { asOf, ...figures });
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
    const field = await quoteFor(user, daysFromToday(5), { principal: 97_686_056, accruedInterest: 150_000, accruedIva: 24_000, overdueInterest: 0, overdueIva: 0, fees: 0, paidOnAccount: 0, total: 97_860_056, days: 5 });
    expect(await screen.findByText('Total para liquidar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar la liquidación' })).toBeInTheDocument();
    // Nothing paid ahead: no line for it.
    expect(screen.queryByText('Pagos ya recibidos a cuenta')).not.toBeInTheDocument();

    // Another date being typed, even a wrong one: the quote for the first one goes.
    await user.type(field, '{Backspace}');
    expect(screen.queryByText('Total para liquidar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar la liquidación' })).not.toBeInTheDocument();
  });

  it('shows what was already paid toward the next payment, taken off the total', async () => {
    const user = userEvent.setup();
    await quoteFor(user, daysFromToday(3), { principal: 97_686_056, accruedInterest: 90_000, accruedIva: 14_400, overdueInterest: 0, overdueIva: 0, fees: 0, paidOnAccount: 50_000, total: 97_740_456, days: 3 });
    const paid = await screen.findByText('Pagos ya recibidos a cuenta');
    expect(paid.nextElementSibling).toHaveTextContent('-$500.00');
    expect(screen.getByText('Total para liquidar').nextElementSibling).toHaveTextContent('$977,404.56');
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
      .reply(200, { asOf, principal: 97_686_056, accruedInterest: 60_000, accruedIva: 9_600, overdueInterest: 0, overdueIva: 0, fees: 0, paidOnAccount: 0, total: 97_755_656, days: 2 });
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
