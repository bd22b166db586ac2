import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractDetail } from '@fvc/shared/contracts';
import { mexicoCityDay } from '@fvc/shared/format';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '../../testing/api-stub';
import { PayoffForm } from './payoff-form';

const customer = { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' };
const contractId = '11111111-1111-4111-8111-111111111111';

const daysFromToday = (days: number) => mexicoCityDay(new Date(Date.now() + days * 86_400_000));
const typed = (iso: string) => iso.split('-').reverse().join('/');

function renderForm() {
  const detail = {
    contract: { id: contractId, number: 'FVC-2024-000123', nextPayment: { number: 25, dueDate: daysFromToday(20), amount: 5_342_993 } },
  } as unknown as ContractDetail;
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PayoffForm detail={detail} />
    </QueryClientProvider>,
  );
}

describe('PayoffForm', () => {
  beforeEach(() => {
    appStore.getState().signIn({ customer, jwt: { token: 'jwt', expiresAt: new Date(Date.now() + 600_000).toISOString() } });
  });
  afterEach(() => appStore.setState({ user: null }));

  it('never shows a quote beside a date other than the one it is for', async () => {
    const user = userEvent.setup();
    const asOf = daysFromToday(5);
    apiStub()
      .post(`/api/customers/contracts/${contractId}/payoff-quote`, { asOf })
      .reply(200, { asOf, principal: 97_686_056, accruedInterest: 150_000, accruedIva: 24_000, overdueInterest: 0, overdueIva: 0, fees: 0, total: 97_860_056, days: 5 });
    renderForm();
    const field = screen.getByRole('textbox', { name: 'Fecha en que quieres liquidar' });
    await user.clear(field);
    await user.type(field, `${typed(asOf)}{Enter}`);
    expect(await screen.findByText('Total para liquidar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar la liquidación' })).toBeInTheDocument();

    // Another date being typed, even a wrong one: the quote for the first one goes.
    await user.type(field, '{Backspace}');
    expect(screen.queryByText('Total para liquidar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar la liquidación' })).not.toBeInTheDocument();
  });
});
