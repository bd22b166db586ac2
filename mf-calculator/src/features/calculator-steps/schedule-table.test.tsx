import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScheduleRow } from '@fvc/shared/finance';
import { ScheduleTable } from './schedule-table';
import { renderApp } from '@fvc/shared/testing/render-app';

const row = (period: number, payment: number): ScheduleRow => ({ period, payment, interest: 0, principal: payment, iva: 0, total: payment, balance: 0 });
// A 13-month lease: 13 rents, then its residual value in the last rent's month.
const lease = [...Array.from({ length: 13 }, (_, index) => row(index + 1, 10_000_00)), row(13, 250_000_00)];

describe('ScheduleTable', () => {
  it("names a lease's last row for what it is, not as a second rent of its month", async () => {
    renderApp(<ScheduleTable rows={lease} finalPaymentLabel="Valor residual" />);
    const next = screen.getByRole('button', { name: 'Siguiente' });
    await userEvent.click(next);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((cells) => within(cells).getAllByRole('cell')[0]?.textContent)).toEqual(['13', '13 (valor residual)']);
    // On the last page the button says it can go no further, and keeps the keyboard's focus.
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await userEvent.click(next);
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it("leaves a credit's months as they are", () => {
    renderApp(<ScheduleTable rows={lease.slice(0, 12)} />);
    expect(screen.getByRole('columnheader', { name: 'Pago' })).toBeInTheDocument();
    expect(screen.queryByText(/valor residual/)).not.toBeInTheDocument();
  });
});
