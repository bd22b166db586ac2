import { PLAN_LIST } from './plan-fixture';
import { PLAN_ROUTES, routeOfPlan, selectPlan, withoutFlexibility } from './plan-catalog';

describe('plan selection (SPEC §7)', () => {
  it('picks the plan whose title contains “Crédito” for the credit flow', () => {
    expect(selectPlan(PLAN_LIST, PLAN_ROUTES.credit)?.ID).toBe(1);
  });

  it('picks each plan page by its title, ignoring case, and reports a missing one', () => {
    expect(selectPlan([{ ...PLAN_LIST[1]!, title: 'ARRENDAMIENTO PURO' }], PLAN_ROUTES.pureLease)?.ID).toBe(2);
    expect(selectPlan(PLAN_LIST, PLAN_ROUTES.flexibility)?.ID).toBe(4);
    expect(selectPlan(PLAN_LIST, PLAN_ROUTES.insurance)).toBeUndefined();
  });

  it('drops only the options whose opttitle is “Flexibility”', () => {
    const options = [
      { opttitle: 'Crédito tradicional', description: '' },
      { opttitle: 'Flexibility', description: '' },
      { opttitle: 'Flexibilidad', description: '' },
      { opttitle: 'Flexibility plus', description: '' },
    ];
    expect(withoutFlexibility(options).map((option) => option.opttitle)).toEqual([
      'Crédito tradicional',
      'Flexibility plus',
    ]);
  });

  it('links a listed plan to its page', () => {
    expect(routeOfPlan(PLAN_LIST[1]!)?.path).toBe('/planes-financiamiento/arrendamiento-puro');
    expect(routeOfPlan({ ...PLAN_LIST[0]!, title: 'Seguros' })?.path).toBe('/planes-financiamiento/insurance');
  });
});
