import type { FieldCipher } from '../../crypto/field-cipher';
import type { Queryable } from '../database';
import { demoCities, demoDealers, demoStates } from './dealer-content';

/**
 * States, cities and dealers, only when the states table is empty (an edited catalogue is never
 * overwritten). Dealer contact data is stored encrypted with the configured key.
 */
export async function seedDealers(tx: Queryable, cipher: FieldCipher): Promise<string[]> {
  const [row] = await tx.query<{ count: number }>('select count(*)::int as count from states');
  if (row?.count !== 0) return [];

  for (const [id, code, name] of demoStates) {
    await tx.query('insert into states (id, code, name) values ($1, $2, $3)', [id, code, name]);
  }
  const cityIds = new Map<string, number>();
  for (const [stateId, name, latitude, longitude] of demoCities) {
    const [city] = await tx.query<{ id: number }>(
      'insert into cities (state_id, name, latitude, longitude) values ($1, $2, $3, $4) returning id',
      [stateId, name, latitude, longitude],
    );
    cityIds.set(`${stateId}/${name}`, city!.id);
  }
  for (const d of demoDealers) {
    await tx.query(
      `insert into distributors (name, city_id, address, postal_code, phone_encrypted, email_encrypted, hours,
         latitude, longitude, sells_trucks, sells_buses, offers_sales, offers_service, offers_parts)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [d.name, cityIds.get(`${d.stateId}/${d.city}`), d.address, d.postalCode, cipher.encrypt(d.phone),
        cipher.encrypt(d.email), d.hours, d.latitude, d.longitude, d.sellsTrucks, d.sellsBuses, d.offersSales,
        d.offersService, d.offersParts],
    );
  }
  return ['states', 'cities', 'distributors'];
}
