import { catLegend, computeCat } from './cat';

describe('CAT (Banxico)', () => {
  it('matches the DESIGN vector: 15,000 received, 100 fee, 24 payments of 962.33 -> 57.4 %', () => {
    const flows = [{ month: 0, amount: 1_500_000 - 10_000 }, ...Array.from({ length: 24 }, (_, i) => ({ month: i + 1, amount: -96_233 }))];
    expect((computeCat(flows) * 100).toFixed(1)).toBe('57.4');
  });

  it('is 0 when nothing costs', () => {
    expect(computeCat([{ month: 0, amount: 1000 }, { month: 1, amount: -1000 }])).toBe(0);
  });

  it('writes the legend with one decimal and the date, or "No aplica"', () => {
    const legend = catLegend(0.574, new Date('2026-11-22T12:00:00Z'));
    expect(legend).toBe('CAT Promedio 57.4 % sin IVA. Para fines informativos y de comparación. Fecha de cálculo: 22 de noviembre de 2026.');
    expect(catLegend(null, new Date())).toBe('CAT: No aplica');
  });
});
