import { buildApp } from './app';
import { readEnv } from './config/env';
import { loadOrCreateSecret } from './config/stored-secret';
import { GATEWAY_SECRET_FILE, JWT_SECRET_FILE } from './config/paths';
import { loadOrCreateDealerDataKey } from './config/dealer-data-key';
import { migrate } from './db/migrate';
import { seed } from './db/seed/index';
import { startPeriodicJob } from './jobs/periodic-job';
import { postDueCharges } from './ledger/post-due-charges';
import { businessToday } from './customer-data/business-date';
import { scaledAuthLimits } from './auth/limits';
import { LOGIN_THROTTLE } from './auth/login-throttle';
import { startRenderPool } from './pdf-workers/render-pool';
import { scaledFormLimits } from './rate-limits/form-limits';

function readEnvOrExit() {
  try {
    return readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const env = readEnvOrExit();
const dealerDataKey = loadOrCreateDealerDataKey(env.dealerDataKey);

const app = await buildApp({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  logger: { level: env.logLevel },
  corsOrigins: env.corsOrigins,
  jwtSecret: loadOrCreateSecret(env.jwtSecret, JWT_SECRET_FILE),
  dealerDataKey,
  mail: { smtpUrl: env.smtpUrl, mailDir: env.mailDir, from: env.mailFrom },
  crm: { crm: env.crmUrl ? { url: env.crmUrl, token: env.crmToken } : undefined },
  rateLimit: { readsPerMinute: env.rateLimitReads, writesPerMinute: env.rateLimitWrites },
  siteUrl: env.siteUrl,
  authLimits: scaledAuthLimits(env.authLimitFactor),
  loginThrottle: { ...LOGIN_THROTTLE, freeFailures: LOGIN_THROTTLE.freeFailures * env.authLimitFactor },
  formLimits: scaledFormLimits(env.formLimitFactor),
  uploadDir: env.uploadDir,
  gateway: {
    secret: loadOrCreateSecret(env.gatewaySecret, GATEWAY_SECRET_FILE),
    ...(env.gatewayPageUrl ? { paymentPageUrl: env.gatewayPageUrl } : {}),
    ...(env.gatewayServerUrl ? { serverUrl: env.gatewayServerUrl } : {}),
    ...(env.apiPublicUrl ? { apiPublicUrl: env.apiPublicUrl } : {}),
  },
  trustProxy: env.trustProxy,
});

try {
  await app.ready();
  const applied = await migrate(app.db);
  if (applied.length > 0) app.log.info({ applied }, 'migraciones aplicadas');
  const seeded = await seed(app.db, { dealerDataKey });
  if (seeded.length > 0) app.log.info({ seeded }, 'datos de demostración cargados');
} catch (error) {
  app.log.fatal({ err: error }, 'no se pudo preparar la base de datos');
  await app.close();
  process.exit(1);
}

// The outbox senders: mail and, when CRM_URL is set, leads to the CRM.
const mailJob = startPeriodicJob('correo', () => app.mail.deliverPending(), { intervalMs: env.mailIntervalMs, log: app.log });
// A sign-in code or a reset link should not wait for the next round of the outbox.
app.mail.onEnqueued(mailJob.runSoon);
const jobs = [
  mailJob,
  startPeriodicJob('crm', () => app.crm.forwardPending(), { intervalMs: env.mailIntervalMs, log: app.log }),
  startPeriodicJob('limpieza-de-acceso', () => app.purgeExpiredAccessData(), { intervalMs: 15 * 60_000, log: app.log }),
  // Interest on due dates and late fees, charged to the accounts (decision 0042); hourly, so a day
  // that starts while the API runs is charged within the hour.
  startPeriodicJob('cargos-del-dia', () => postDueCharges(app.db, businessToday()), { intervalMs: 60 * 60_000, log: app.log }),
  // Payments the bank has not answered: asked about, or expired, so none stays pending forever.
  startPeriodicJob('conciliacion-de-pagos', () => app.payments.reconcile(), { intervalMs: 60_000, log: app.log }),
];
const stopWorkers = () => Promise.all(jobs.map((job) => job.stop())).then(() => undefined);

// Finish in-flight requests and the current outbox batches, then close the database cleanly
// (PGlite must flush to disk).
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando');
    void stopWorkers()
      .then(() => app.close())
      .then(() => process.exit(0), () => process.exit(1));
  });
}

// The PDF thread loads its renderers while the port opens, so the first quote does not wait for it.
startRenderPool();

try {
  await app.listen({ port: env.port, host: env.host });
  const shownHost = env.host.includes(':') ? `[${env.host}]` : env.host;
  console.log(`API lista en http://${shownHost}:${env.port} (documentación: /api/docs; base de datos: ${app.db.kind})`);
} catch (error) {
  app.log.fatal({ err: error }, 'no se pudo abrir el puerto');
  await stopWorkers();
  await app.close();
  process.exit(1);
}
