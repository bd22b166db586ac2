import type { ContractCard } from '@fvc/shared/contracts';

/** A contract as the API lists it, current and mid-term; a test changes only what it is about. */
export function contractCard(changes: Partial<ContractCard> = {}): ContractCard {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    number: 'FVC-2024-000910',
    vehicle: 'Tractocamión 2024',
    plan: 'financial_lease',
    standing: 'current',
    balance: 250_000_00,
    principalOutstanding: 240_000_00,
    payoffToday: 252_000_00,
    paidThrough: '2026-11-15',
    inFavour: 0,
    overdueAmount: 0,
    daysOverdue: 0,
    nextPayment: { number: 25, dueDate: '2026-12-15', amount: 6_000_00 },
    installmentsPaid: 24,
    installmentsTotal: 60,
    startDate: '2024-11-15',
    endDate: '2029-11-15',
    annualRate: 0.1549,
    capitalContributionAllowed: false,
    speiReference: '646180420400000014',
    ...changes,
  };
}
