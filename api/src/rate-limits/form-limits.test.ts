import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, countRows } from '../testing/build-test-app';
import { FORM_LIMITS } from './form-limits';

// Issue #14: limits by route class. The forms that store and send mail have their own limits,
// counted in the database (shared by every API process, see scale-out.test.ts); browsing never
// uses them up; the client's IP comes from X-Forwarded-For only when TRUST_PROXY says whose.
const CONTACT = {
  name: 'Ana Torres',
  email: 'ana@example.com',
  subject: 'Información',
  message: 'Quiero información de arrendamiento.',
  acceptsPrivacy: true,
};
const contactFrom = (forwardedFor?: string) => ({
  method: 'POST' as const,
  url: '/api/contact',
  payload: CONTACT,
  ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
});

test('el formulario de contacto tiene su propio límite por IP, y navegar no lo gasta', async (t) => {
  const { app } = await buildTestApp(t, { formLimits: FORM_LIMITS });
  // A visitor who browses a lot first: reads are another class.
  for (let i = 0; i < 40; i += 1) assert.equal((await app.inject({ url: '/api/banners' })).statusCode, 200);

  for (let i = 0; i < FORM_LIMITS.contactPerIp.limit; i += 1) {
    assert.equal((await app.inject(contactFrom())).statusCode, 201);
  }
  const before = await countRows(app, 'contact_messages');
  const refused = await app.inject(contactFrom());
  assert.equal(refused.statusCode, 429);
  assert.equal(refused.json().code, 'RATE_LIMITED');
  // The window is fixed: near its end the wait is under a minute and said in seconds.
  assert.match(refused.json().message, /^Recibimos muchas solicitudes seguidas desde tu conexión\. Espera \d+ (minutos?|segundos?) e intenta de nuevo\.$/);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal(await countRows(app, 'contact_messages'), before, 'nada se guarda');

  // Pages still load for that visitor.
  assert.equal((await app.inject({ url: '/api/banners' })).statusCode, 200);
});

test('sin TRUST_PROXY, X-Forwarded-For no cambia la IP: inventarla no evade el límite', async (t) => {
  const { app } = await buildTestApp(t, { formLimits: FORM_LIMITS, trustProxy: false });
  for (let i = 0; i < FORM_LIMITS.contactPerIp.limit; i += 1) {
    assert.equal((await app.inject(contactFrom(`203.0.113.${i + 1}`))).statusCode, 201);
  }
  assert.equal((await app.inject(contactFrom('203.0.113.99'))).statusCode, 429);
});

test('con TRUST_PROXY = la dirección del proxy, cuenta la IP del cliente: una oficina no bloquea a otra', async (t) => {
  // app.inject comes from 127.0.0.1: the proxy.
  const { app } = await buildTestApp(t, { formLimits: FORM_LIMITS, trustProxy: '127.0.0.1' });
  for (let i = 0; i < FORM_LIMITS.contactPerIp.limit; i += 1) {
    assert.equal((await app.inject(contactFrom('198.51.100.7'))).statusCode, 201);
  }
  assert.equal((await app.inject(contactFrom('198.51.100.7'))).statusCode, 429);
  assert.equal((await app.inject(contactFrom('198.51.100.8'))).statusCode, 201, 'otro cliente detrás del mismo proxy');
});

test('las cotizaciones tienen límite por destinatario, desde cualquier IP', async (t) => {
  const { app } = await buildTestApp(t, { formLimits: FORM_LIMITS, trustProxy: true });
  const [version] = await app.db.query<{ id: number }>('select id from vehicle_versions order by id limit 1');
  const quote = (ip: string, email: string) => ({
    method: 'POST' as const,
    url: '/api/quotes',
    headers: { 'x-forwarded-for': ip },
    payload: {
      versionId: version?.id,
      plan: 'credit',
      personType: 'fisica',
      downPayment: 0.2,
      termMonths: 48,
      insurance: 'financed',
      name: 'Ana Torres',
      email,
      phone: '55 1234 5678',
      state: 'Jalisco',
      acceptsPrivacy: true,
    },
  });
  for (let i = 0; i < FORM_LIMITS.quotesPerRecipient.limit; i += 1) {
    assert.equal((await app.inject(quote(`192.0.2.${i + 1}`, 'Victima@Example.com'))).statusCode, 201);
  }
  const mails = await countRows(app, 'mail_outbox');
  assert.equal((await app.inject(quote('192.0.2.200', 'victima@example.com'))).statusCode, 429);
  assert.equal(await countRows(app, 'mail_outbox'), mails, 'ningún correo más a ese buzón');
  assert.equal((await app.inject(quote('192.0.2.200', 'otra@example.com'))).statusCode, 201);
});

test('el acuse del contacto tiene límite por destinatario: pasado el límite el mensaje llega al equipo, sin acuse', async (t) => {
  const { app } = await buildTestApp(t, { formLimits: FORM_LIMITS, trustProxy: true });
  const contact = (ip: string, email: string) => ({ ...contactFrom(ip), payload: { ...CONTACT, email } });
  for (let i = 0; i < FORM_LIMITS.contactCopiesPerRecipient.limit; i += 1) {
    assert.equal((await app.inject(contact(`192.0.2.${i + 1}`, 'Victima@Example.com'))).statusCode, 201);
  }
  assert.equal(await countRows(app, "mail_outbox where kind = 'contact-copy'"), FORM_LIMITS.contactCopiesPerRecipient.limit);
  const withoutCopy = await app.inject(contact('192.0.2.200', 'victima@example.com'));
  assert.equal(withoutCopy.statusCode, 201);
  assert.equal(withoutCopy.json().acknowledgedTo, undefined, 'la página no dice que salió un acuse');
  assert.equal(await countRows(app, "mail_outbox where kind = 'contact'"), FORM_LIMITS.contactCopiesPerRecipient.limit + 1, 'el equipo recibe el mensaje');
  assert.equal(await countRows(app, "mail_outbox where kind = 'contact-copy'"), FORM_LIMITS.contactCopiesPerRecipient.limit, 'ningún acuse más a ese buzón');
  assert.equal((await app.inject(contact('192.0.2.200', 'otra@example.com'))).statusCode, 201);
  assert.equal(await countRows(app, "mail_outbox where kind = 'contact-copy'"), FORM_LIMITS.contactCopiesPerRecipient.limit + 1);
});

test('lecturas y escrituras tienen límites por separado; /media y /api/health no se limitan', async (t) => {
  const { app } = await buildTestApp(t, { rateLimit: { readsPerMinute: 5, writesPerMinute: 3 } });
  for (let i = 0; i < 5; i += 1) assert.equal((await app.inject({ url: '/api/company' })).statusCode, 200);
  const limited = await app.inject({ url: '/api/company' });
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.json().code, 'RATE_LIMITED');
  for (let i = 0; i < 10; i += 1) assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);
  for (let i = 0; i < 10; i += 1) assert.equal((await app.inject({ url: '/media/banner-1-desktop.webp' })).statusCode, 200);
  // The write budget is untouched by the reads.
  assert.equal((await app.inject(contactFrom())).statusCode, 201);
});
