import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Dealer, DealerPage, PublicStatesResponse } from '@fvc/shared/contracts';
import { buildTestApp, TEST_DEALER_DATA_KEY } from '../../../testing/build-test-app';
import { createFieldCipher } from '../../../crypto/field-cipher';

const search = (query = '') => ({ url: `/api/public/dealers${query ? `?${query}` : ''}` });

/** Straight-line distance in km, to check the SQL ordering independently. */
function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

test('GET /api/public/dealers and /api/public/dealers/states', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('the seed has the 32 states, their cities and at least 60 dealers, without a session', async () => {
    const response = await app.inject(search('page_size=50'));
    assert.equal(response.statusCode, 200);
    const page = response.json<DealerPage>();
    assert.ok(page.total >= 60, `total ${page.total}`);

    const states = (await app.inject({ url: '/api/public/dealers/states' })).json<PublicStatesResponse>();
    assert.equal(states.states.length, 32);
    assert.ok(states.states.every((state) => state.cities.length > 0));
    assert.ok(states.states.some((state) => state.name === 'Ciudad de México' && state.code === 'CDMX'));
  });

  await t.test('every dealer has its address, contact data, hours, coordinates, vehicle types and services', async () => {
    const { items } = (await app.inject(search('page_size=50'))).json<DealerPage>();
    for (const dealer of items) {
      assert.match(dealer.postalCode, /^\d{5}$/);
      assert.match(dealer.phone, /^\d{2,3} \d{3,4} \d{4}$/);
      assert.match(dealer.email, /^[^@\s]+@[^@\s]+\.example$/);
      assert.ok(dealer.address && dealer.hours && dealer.city.name && dealer.state.name);
      assert.ok(dealer.latitude > 14 && dealer.latitude < 33 && dealer.longitude > -118 && dealer.longitude < -86);
      assert.ok(dealer.vehicleTypes.length > 0 && dealer.services.includes('sales'));
      assert.equal(dealer.distanceKm, undefined);
    }
  });

  await t.test('filters by state, city and vehicle type', async () => {
    const nl = (await app.inject(search('state_id=19'))).json<DealerPage>();
    assert.ok(nl.total >= 3);
    assert.ok(nl.items.every((dealer) => dealer.state.name === 'Nuevo León'));

    const monterrey = nl.items.find((dealer) => dealer.city.name === 'Monterrey')!;
    const city = (await app.inject(search(`city_id=${monterrey.city.id}`))).json<DealerPage>();
    assert.ok(city.total >= 1 && city.items.every((dealer) => dealer.city.id === monterrey.city.id));

    const buses = (await app.inject(search('vehicle_type=bus&page_size=50'))).json<DealerPage>();
    const trucks = (await app.inject(search('vehicle_type=truck&page_size=50'))).json<DealerPage>();
    const all = (await app.inject(search('page_size=1'))).json<DealerPage>();
    assert.ok(buses.items.every((dealer) => dealer.vehicleTypes.includes('bus')));
    assert.ok(trucks.items.every((dealer) => dealer.vehicleTypes.includes('truck')));
    assert.ok(buses.total < all.total && trucks.total < all.total, 'some dealers sell only one kind');

    // A city of another state: nothing, not an error.
    const none = (await app.inject(search(`state_id=1&city_id=${monterrey.city.id}`))).json<DealerPage>();
    assert.deepEqual({ total: none.total, items: none.items }, { total: 0, items: [] });
  });

  await t.test('with coordinates, nearest first with the distance in km', async () => {
    // Zócalo, Ciudad de México.
    const [lat, lng] = [19.4326, -99.1332];
    const page = (await app.inject(search(`lat=${lat}&lng=${lng}&page_size=50`))).json<DealerPage>();
    const distances = page.items.map((dealer) => dealer.distanceKm!);
    assert.deepEqual(distances, [...distances].sort((a, b) => a - b));
    assert.equal(page.items[0]?.state.code, 'CDMX');
    assert.ok(distances[0]! < 15);
    for (const dealer of page.items) {
      assert.ok(Math.abs(dealer.distanceKm! - haversineKm(lat, lng, dealer.latitude, dealer.longitude)) < 0.1);
    }

    // Combined with a filter: nearest truck dealers in Jalisco, as seen from Guadalajara's centre.
    const jalisco = (await app.inject(search('state_id=14&vehicle_type=truck&lat=20.6767&lng=-103.3475'))).json<DealerPage>();
    assert.ok(jalisco.items.every((dealer) => dealer.state.code === 'JAL' && dealer.vehicleTypes.includes('truck')));
    assert.ok(['Guadalajara', 'Zapopan'].includes(jalisco.items[0]!.city.name));
  });

  await t.test('pages cover every dealer once, in order, with the total', async () => {
    const first = (await app.inject(search('page=1&page_size=25'))).json<DealerPage>();
    assert.deepEqual([first.page, first.pageSize, first.items.length], [1, 25, 25]);
    const seen: Dealer[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 25); page += 1) {
      seen.push(...(await app.inject(search(`page=${page}&page_size=25`))).json<DealerPage>().items);
    }
    assert.equal(seen.length, first.total);
    assert.equal(new Set(seen.map((dealer) => dealer.id)).size, first.total);

    const beyond = (await app.inject(search('page=99'))).json<DealerPage>();
    assert.deepEqual([beyond.items.length, beyond.total], [0, first.total]);

    const defaults = (await app.inject(search())).json<DealerPage>();
    assert.deepEqual([defaults.page, defaults.pageSize, defaults.items.length], [1, 20, 20]);
  });

  await t.test('invalid filters get a Spanish 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['lat=19.4', 'Para ordenar por cercanía envía latitud y longitud.'],
      ['lng=-99.1', 'Para ordenar por cercanía envía latitud y longitud.'],
      ['lat=91&lng=0', 'El campo “Latitud” debe ser menor o igual a 90.'],
      ['lat=abc&lng=0', 'El campo “Latitud” debe ser un número.'],
      ['page=0', 'El campo “Página” debe ser mayor o igual a 1.'],
      ['page_size=51', 'El campo “Resultados por página” debe ser menor o igual a 50.'],
      ['state_id=x', 'El campo “Estado” debe ser un número.'],
      ['vehicle_type=moto', 'El campo “Tipo de vehículo” no es válido.'],
    ];
    for (const [query, message] of cases) {
      const response = await app.inject(search(query));
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().code, 'VALIDATION_ERROR', query);
      assert.equal(response.json().message, message, query);
    }
  });

  await t.test('contact data is stored encrypted: the database never has it in clear', async () => {
    const [row] = await app.db.query<{ phone_encrypted: string; email_encrypted: string; name: string }>(
      `select name, phone_encrypted, email_encrypted from distributors where name = 'Centro Camionero Aguascalientes'`,
    );
    assert.ok(row);
    assert.doesNotMatch(row.email_encrypted, /@|example/);
    assert.doesNotMatch(row.phone_encrypted, /449/);
    const cipher = createFieldCipher(TEST_DEALER_DATA_KEY);
    const listed = (await app.inject(search('state_id=1'))).json<DealerPage>().items.find((dealer) => dealer.name === row.name)!;
    assert.equal(listed.email, cipher.decrypt(row.email_encrypted));
    assert.equal(listed.phone, cipher.decrypt(row.phone_encrypted));
  });
});
