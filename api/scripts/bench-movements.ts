/**
 * The movements query under volume (issue #11): one contract with 10,000 movements, timed through
 * the whole route (auth, ownership, count, page) on the embedded database. Prints p50/p95.
 *   node --import tsx api/scripts/bench-movements.ts
 */
import { buildTestApp, loginAs } from '../src/testing/build-test-app';

const after: Array<() => Promise<void>> = [];
const { app } = await buildTestApp({ after: (fn: () => Promise<void>) => after.push(fn) } as never, { rateLimit: { readsPerMinute: 1_000_000 } });
const session = await loginAs(app, 'cliente@demo.mx');
const headers = { authorization: `Bearer ${session.jwt.token}` };
const [contract] = (await app.inject({ url: '/api/customers/contracts', headers })).json().contracts;

const rows = Array.from({ length: 10_000 }, (_, index) => ({
  day: new Date(Date.UTC(2010, 0, 1) + index * 86_400_000 * 0.5).toISOString().slice(0, 10),
  credit: 100 + index,
}));
await app.db.query(
  `insert into contract_movements (contract_id, posted_on, kind, description, reference, charge_cents, credit_cents, balance_after_cents)
   select $1, x.day, 'payment', 'Pago de prueba', 'BENCH', 0, x.credit, 0 from jsonb_to_recordset($2::jsonb) as x(day date, credit bigint)`,
  [contract.id, JSON.stringify(rows)],
);

async function time(label: string, url: string, runs = 200) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} -> ${response.statusCode}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  console.log(`${label.padEnd(44)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
}

const base = `/api/customers/contracts/${contract.id}/movements`;
console.log(`Contrato ${contract.number}: ${(await app.inject({ url: base, headers })).json().total} movimientos`);
await time('primera página (10)', `${base}?pageSize=10`);
await time('página 400 (25 por página)', `${base}?page=400&pageSize=25`);
await time('rango de un año (2015), primera página', `${base}?from=2015-01-01&to=2015-12-31&pageSize=10`);
for (const fn of after) await fn();
