import type { City, Dealer, DealerService, State, VehicleType } from '@fvc/shared/contracts';
import type { FieldCipher } from '../crypto/field-cipher';
import type { Queryable } from '../db/database';

// Shared by the customer routes of docs/product.md §7 (/api/states…) and the public locator
// (/api/public/dealers…): one set of queries, so both always answer the same data.

export interface DealerFilters {
  stateId?: number | undefined;
  cityId?: number | undefined;
  vehicleType?: VehicleType | undefined;
  /** Both or neither: nearest first when present. */
  near?: { latitude: number; longitude: number } | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

interface DealerRow {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  phone_encrypted: string;
  email_encrypted: string;
  hours: string;
  latitude: number;
  longitude: number;
  sells_trucks: boolean;
  sells_buses: boolean;
  offers_sales: boolean;
  offers_service: boolean;
  offers_parts: boolean;
  city_id: number;
  city_name: string;
  state_id: number;
  state_code: string;
  state_name: string;
  distance_km: number | null;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km from ($lat, $lng) to the dealer (haversine; least() guards rounding above 1). */
function distanceSql(lat: string, lng: string): string {
  return `(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(d.latitude - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(d.latitude)) * power(sin(radians(d.longitude - ${lng}) / 2), 2)))))`;
}

function whereClause(filters: DealerFilters, params: unknown[]): string {
  const conditions = ['d.active'];
  if (filters.stateId !== undefined) {
    params.push(filters.stateId);
    conditions.push(`s.id = $${params.length}`);
  }
  if (filters.cityId !== undefined) {
    params.push(filters.cityId);
    conditions.push(`c.id = $${params.length}`);
  }
  if (filters.vehicleType === 'truck') conditions.push('d.sells_trucks');
  if (filters.vehicleType === 'bus') conditions.push('d.sells_buses');
  return conditions.join(' and ');
}

const FROM = 'from distributors d join cities c on c.id = d.city_id join states s on s.id = c.state_id';

export async function countDealers(db: Queryable, filters: DealerFilters): Promise<number> {
  const params: unknown[] = [];
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count ${FROM} where ${whereClause(filters, params)}`, params);
  return row?.count ?? 0;
}

export async function findDealers(db: Queryable, cipher: FieldCipher, filters: DealerFilters): Promise<Dealer[]> {
  const params: unknown[] = [];
  const where = whereClause(filters, params);
  let distance = 'null::double precision';
  if (filters.near) {
    params.push(filters.near.latitude, filters.near.longitude);
    distance = distanceSql(`$${params.length - 1}::double precision`, `$${params.length}::double precision`);
  }
  // The id breaks ties, so pages never repeat or skip a dealer.
  const order = filters.near ? 'distance_km, d.id' : 's.name, c.name, d.name, d.id';
  let page = '';
  if (filters.limit !== undefined) {
    params.push(filters.limit, filters.offset ?? 0);
    page = `limit $${params.length - 1} offset $${params.length}`;
  }
  const rows = await db.query<DealerRow>(
    `select d.id, d.name, d.address, d.postal_code, d.phone_encrypted, d.email_encrypted, d.hours,
       d.latitude, d.longitude, d.sells_trucks, d.sells_buses, d.offers_sales, d.offers_service, d.offers_parts,
       c.id as city_id, c.name as city_name, s.id as state_id, s.code as state_code, s.name as state_name,
       ${distance} as distance_km
     ${FROM} where ${where} order by ${order} ${page}`,
    params,
  );
  return rows.map((row) => toDealer(row, cipher));
}

function toDealer(row: DealerRow, cipher: FieldCipher): Dealer {
  const vehicleTypes: VehicleType[] = [];
  if (row.sells_trucks) vehicleTypes.push('truck');
  if (row.sells_buses) vehicleTypes.push('bus');
  const services: DealerService[] = [];
  if (row.offers_sales) services.push('sales');
  if (row.offers_service) services.push('service');
  if (row.offers_parts) services.push('parts');
  const dealer: Dealer = {
    id: row.id,
    name: row.name,
    address: row.address,
    postalCode: row.postal_code,
    city: { id: row.city_id, name: row.city_name },
    state: { id: row.state_id, code: row.state_code, name: row.state_name },
    phone: cipher.decrypt(row.phone_encrypted),
    email: cipher.decrypt(row.email_encrypted),
    hours: row.hours,
    latitude: row.latitude,
    longitude: row.longitude,
    vehicleTypes,
    services,
  };
  if (row.distance_km !== null) dealer.distanceKm = Math.round(row.distance_km * 10) / 10;
  return dealer;
}

export function listStates(db: Queryable): Promise<State[]> {
  return db.query<State>('select id, code, name from states order by name');
}

/** Only cities with an active dealer: a selector offering a city with nothing in it is a dead end. */
export async function listCities(db: Queryable, stateId?: number): Promise<City[]> {
  const params: unknown[] = [];
  let filter = '';
  if (stateId !== undefined) {
    params.push(stateId);
    filter = 'and c.state_id = $1';
  }
  return db.query<City>(
    `select c.id, c.state_id as "stateId", c.name, c.latitude, c.longitude
     from cities c
     where exists (select 1 from distributors d where d.city_id = c.id and d.active) ${filter}
     order by c.state_id, c.name`,
    params,
  );
}
