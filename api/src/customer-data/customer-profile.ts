import type { ContractSummary, CustomerAddress, UpdateContactRequest } from '@fvc/shared/contracts';
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

export interface CustomerDetails {
  phone: string | null;
  /** Null until the company has the whole address (the zip code alone is not one). */
  address: CustomerAddress | null;
}

/** The phone and fiscal address the customer keeps up to date in their profile (issue #69). */
export async function findCustomerDetails(db: Queryable, customerId: string): Promise<CustomerDetails | null> {
  const [row] = await db.query<{ phone: string | null; fiscal_street: string | null; fiscal_neighborhood: string | null; fiscal_city: string | null; fiscal_zip: string; fiscal_state_id: number | null }>(
    'select phone, fiscal_street, fiscal_neighborhood, fiscal_city, fiscal_zip, fiscal_state_id from customers where id = $1',
    [customerId],
  );
  if (!row) return null;
  const { fiscal_street: street, fiscal_neighborhood: neighborhood, fiscal_city: city, fiscal_state_id: state } = row;
  return {
    phone: row.phone,
    address: street && neighborhood && city && state !== null ? { street, neighborhood, city, zipcode: row.fiscal_zip, state: String(state) } : null,
  };
}

/** Saves the customer's phone and address; says which of the two changed, for the audit trail. */
export async function updateCustomerDetails(db: Queryable, customerId: string, { phone, address }: UpdateContactRequest): Promise<string[]> {
  const before = await findCustomerDetails(db, customerId);
  await db.query(
    `update customers set phone = $2, fiscal_street = $3, fiscal_neighborhood = $4, fiscal_city = $5, fiscal_zip = $6, fiscal_state_id = $7 where id = $1`,
    [customerId, phone, address.street, address.neighborhood, address.city, address.zipcode, Number(address.state)],
  );
  return [
    ...(before?.phone === phone ? [] : ['phone']),
    ...(JSON.stringify(before?.address) === JSON.stringify(address) ? [] : ['address']),
  ];
}
