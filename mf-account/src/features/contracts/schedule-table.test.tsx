import { screen, within } from '@testing-library/react';
import type { Installment } from '@fvc/shared/contracts';
import { ScheduleTable } from './schedule-table';
import { renderApp } from '@fvc/shared/testing/render-app';

const row = (number: number, change: Partial<Installment> = {}): Installment => ({
  number,
  dueDate: `2026-${String(number).padStart(2, '0')}-15`,
  principal: 3_568_374,
  interest: 2_509_123,
  iva: 972_400,
  total: 7_049_897,
  balanceAfter: 100_000_000 - number * 3_568_374,
  lateFee: 0,
  paid: 0,
  paidOn: null,
  status: 'due',
  ...change,
});

const cells = (number: number) => within(screen.getByRole('rowheader', { name: String(number) }).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);

describe('ScheduleTable', () => {
  it('shows the late fee a row was charged in its own column, so the row adds up to its total', () => {
    renderApp(<ScheduleTable rows={[row(1, { status: 'overdue', lateFee: 40_600 }), row(2)]} lease />);

    expect(screen.getByRole('columnheader', { name: 'Comisión por atraso' })).toBeInTheDocument();
    expect(cells(1)).toEqual(['15/01/2026', '$35,683.74', '$25,091.23', '$9,724.00', '$406.00', '$70,904.97', expect.any(String), 'Vencido']);
    expect(cells(2)[4]).toBe('—');
    expect(cells(2)[5]).toBe('$70,498.97');
  });

  it('has no late-fee column for a contract never charged one', () => {
    renderApp(<ScheduleTable rows={[row(1, { status: 'paid', paid: 7_049_897, paidOn: '2026-01-14' }), row(2)]} lease={false} />);

    expect(screen.queryByRole('columnheader', { name: 'Comisión por atraso' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pago' })).toBeInTheDocument();
  });
});
