import type { PlanKind, PlanParams, RentTiming } from '@fvc/shared/finance';
import type { Queryable } from '../db/database';

interface ParamsRow {
  plan: PlanKind;
  vehicle_type_id: number;
  annual_rate: string;
  min_down_payment: string;
  max_down_payment: string;
  commission: string;
  residual: string;
  insurance_rate: string;
  deposit_rents: number;
  terms: number[];
  iva_on_interest_fisica: boolean;
  iva_on_interest_moral: boolean;
  timing: 'arrears' | 'advance';
  cat_includes_insurance: boolean;
}

const PLAN_ORDER: Record<PlanKind, number> = { credit: 0, 'pure-lease': 1, 'financial-lease': 2 };

function toParams(row: ParamsRow): PlanParams & { timing: RentTiming; catIncludesInsurance: boolean } {
  return {
    plan: row.plan,
    annualRate: Number(row.annual_rate),
    minDownPayment: Number(row.min_down_payment),
    maxDownPayment: Number(row.max_down_payment),
    commission: Number(row.commission),
    residual: Number(row.residual),
    insuranceRate: Number(row.insurance_rate),
    depositRents: row.deposit_rents,
    terms: row.terms.map(Number),
    ivaOnInterest: { fisica: row.iva_on_interest_fisica, moral: row.iva_on_interest_moral },
    timing: row.timing,
    catIncludesInsurance: row.cat_includes_insurance,
  };
}

/** Plan parameters per vehicle type id, as the engine takes them (the database is their home). */
export async function loadPlanParams(db: Queryable, typeId?: number): Promise<Map<number, Array<PlanParams & { timing: RentTiming; catIncludesInsurance: boolean }>>> {
  const rows = await db.query<ParamsRow>(
    `select * from quote_plan_params ${typeId === undefined ? '' : 'where vehicle_type_id = $1'}`,
    typeId === undefined ? [] : [typeId],
  );
  const byType = new Map<number, Array<PlanParams & { timing: RentTiming; catIncludesInsurance: boolean }>>();
  for (const row of rows.sort((a, b) => PLAN_ORDER[a.plan] - PLAN_ORDER[b.plan])) {
    const list = byType.get(row.vehicle_type_id) ?? [];
    list.push(toParams(row));
    byType.set(row.vehicle_type_id, list);
  }
  return byType;
}
