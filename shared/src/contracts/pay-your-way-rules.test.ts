import { scheduleAmountProblem, scheduleDateProblem, scheduleStillEditable } from './pay-your-way-rules';

describe('scheduled payment rules', () => {
  it('takes a date from tomorrow to 90 days ahead, and says why not otherwise', () => {
    expect(scheduleDateProblem('2026-12-07', '2026-12-06')).toBeNull();
    expect(scheduleDateProblem('2027-03-06', '2026-12-06')).toBeNull();
    expect(scheduleDateProblem('2027-03-07', '2026-12-06')).toBe('Puedes programar hasta 90 días adelante (el 06/03/2027).');
    expect(scheduleDateProblem('2026-12-06', '2026-12-06')).toMatch(/Para pagar hoy/);
    expect(scheduleDateProblem('2026-12-01', '2026-12-06')).toMatch(/ya pasó/);
    expect(scheduleDateProblem('2026-02-30', '2026-01-06')).toBe('Elige una fecha válida.');
    expect(scheduleDateProblem('2026-13-01', '2026-01-06')).toBe('Elige una fecha válida.');
  });

  it('takes an amount from $100.00 to the balance, and is editable until the day before', () => {
    expect(scheduleAmountProblem(99_99, 1_000_00)).toBe('El monto mínimo es de $100.00.');
    expect(scheduleAmountProblem(1_000_01, 1_000_00)).toMatch(/no puede pasar de tu saldo/);
    expect(scheduleAmountProblem(1_000_00, 1_000_00)).toBeNull();
    expect(scheduleStillEditable('2026-12-07', '2026-12-06')).toBe(true);
    expect(scheduleStillEditable('2026-12-07', '2026-12-07')).toBe(false);
  });
});
