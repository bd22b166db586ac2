import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildContractHistory } from './customer-area-history';
import { demoCustomers } from './demo-content';

const contracts = demoCustomers.flatMap((customer) => customer.contracts);

test('a demo contract never owes less than nothing: early payments are billed with their interest', () => {
  // Days across a year: the demo history is built back from the day the database is made.
  for (const today of ['2026-11-25', '2026-12-14', '2027-03-01', '2027-06-30']) {
    for (const contract of contracts) {
      const { movements, status } = buildContractHistory(contract, today);
      const below = movements.find((movement) => movement.balanceAfter < 0);
      assert.equal(below, undefined, `${contract.number} al ${today}: ${below?.description} deja ${below?.balanceAfter}`);
      if (status === 'settled') assert.equal(movements.at(-1)!.balanceAfter, 0, `${contract.number} liquidado al ${today}`);
    }
  }
});
