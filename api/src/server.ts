import { buildApp } from './app';
import { readEnv } from './config/env';
import { loadOrCreateSecret } from './config/stored-secret';
import { GATEWAY_SECRET_FILE, JWT_SECRET_FILE } from './config/paths';
import { loadOrCreateDealerDataKey } from './config/dealer-data-key';
import { migrate } from './db/migrate';
import { seed } from './db/seed/index';
import { apiJobs } from './jobs/api-jobs';
import { startJobEngine, type JobEngine } from './jobs/job-engine';
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
  testClock: env.testClock,
});

try {
  await app.ready();
  const applied = await migrate(app.db);
  if (applied.length > 0) app.log.info({ applied }, 'migraciones aplicadas');
  // The demo staff (with their published password) only on a site served from this machine: a
  // deployed site's first administrator is created on purpose, never from the README.
  const localSite = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(env.siteUrl).hostname);
  const seeded = await seed(app.db, { dealerDataKey, demoStaff: localSite });
  if (seeded.length > 0) app.log.info({ seeded }, 'datos de demostración cargados');
} catch (error) {
  app.log.fatal({ err: error }, 'no se pudo preparar la base de datos');
  await app.close();
  process.exit(1);
}

// Scheduled and background work on pg-boss, in this database (jobs/api-jobs.ts, decision 0044).
let jobs: JobEngine;
try {
  jobs = await startJobEngine(app.db, apiJobs(app), { databaseUrl: env.databaseUrl, log: app.log });
} catch (error) {
  app.log.fatal({ err: error }, 'no se pudo iniciar el motor de tareas');
  await app.close();
  process.exit(1);
}
// A sign-in code, a receipt or a lead should not wait for the next round of its outbox.
app.mail.onEnqueued(() => jobs.runSoon('correo'));
app.crm.onEnqueued(() => jobs.runSoon('crm'));
// A rejected charge is told to the customer now (within the quiet hours' rule), not at the next half hour.
app.payments.onChargeRejected(() => jobs.runSoon('avisos'));
const stopWorkers = () => jobs.stop();

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
