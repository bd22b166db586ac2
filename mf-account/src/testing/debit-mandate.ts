import type { DebitMandate } from '@fvc/shared/contracts';
import { contractCard } from './contract-card';

/** A direct-debit mandate of the test contract as the API lists it, active; a test changes only what it is about. */
export function debitMandate(changes: Partial<DebitMandate> = {}): DebitMandate {
  const contract = contractCard();
  return {
    id: '66666666-6666-4666-8666-666666666666',
    folio: 'DOM-2026-000001',
    contractId: contract.id,
    contractNumber: contract.number,
    bankName: 'BBVA México',
    accountLast4: '7815',
    holderName: 'Logística Peninsular',
    status: 'active',
    acceptedAt: '2026-12-06T16:05:00.000Z',
    cancelledAt: null,
    cancelledBy: null,
    createdAt: '2026-12-06T16:00:00.000Z',
    ...changes,
  };
}
