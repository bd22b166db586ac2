import type { ContractSummary } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';

/**
 * Customer data is read only through functions like these, which take the customer id of the
 * session as their first argument and filter by it in SQL: a route cannot forget the ownership
 * check, because there is no way to ask for a customer's data without saying whose.
 */
export interface CustomerContact {
  id: string;
  name: string;
  email: string;
  rfc: string;
}

export async function findCustomerContact(db: Queryable, customerId: string): Promise<CustomerContact | null> {
  const [row] = await db.query<CustomerContact>(
    'select c.id, c.name, a.email, c.rfc from customers c join customer_accounts a on a.customer_id = c.id where c.id = $1',
    [customerId],
  );
  return row ?? null;
}

export async function listContractSummaries(db: Queryable, customerId: string): Promise<ContractSummary[]> {
  return db.query<ContractSummary>(
    'select id, number, vehicle, status from contracts where customer_id = $1 order by created_at, number',
    [customerId],
  );
}
