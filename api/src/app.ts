import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_CORS_ORIGINS, DEFAULT_SITE_URL } from './config/cors';
import { DEFAULT_MAIL_DIR, DEFAULT_UPLOAD_DIR } from './config/paths';
import { authPlugin } from './plugins/app/auth';
import { staffAuthPlugin } from './plugins/app/staff-auth';
import { backofficeRoutes } from './routes/api/backoffice/index';
import type { AuthLimits } from './auth/limits';
import type { ThrottleRules } from './auth/login-throttle';
import { deriveKey } from './config/keys';
import { dbPlugin } from './plugins/app/db';
import { contentCachePlugin } from './plugins/app/content-cache';
import { answerClientError, answerFrameworkError, errorHandlerPlugin } from './plugins/app/error-handler';
import { createTimedServer, httpTimeoutOptions, type HttpTimeouts } from './config/http-timeouts';
import { quoteLinkKey } from './quote-documents/quote-link';
import { createRequestValidatorCompiler } from './validation/request-validator';
import { mailPlugin } from './plugins/app/mail';
import { crmPlugin, type CrmPluginOptions } from './plugins/app/crm';
import { cookiePlugin } from './plugins/external/cookie';
import { corsPlugin } from './plugins/external/cors';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { formLimitsPlugin } from './plugins/app/form-limits';
import type { FormLimits } from './rate-limits/form-limits';
import { swaggerPlugin } from './plugins/external/swagger';
import { alertRoutes } from './routes/api/alert/index';
import { authRoutes } from './routes/api/auth/index';
import { companyRoutes } from './routes/api/company/index';
import { contactRoutes } from './routes/api/contact/index';
import { bannerRoutes } from './routes/api/banners/index';
import { faqRoutes } from './routes/api/faqs/index';
import { leadRoutes } from './routes/api/leads/index';
import { vitalsRoutes } from './routes/api/vitals/index';
import { newsRoutes } from './routes/api/news/index';
import { pageRoutes } from './routes/api/pages/index';
import { searchRoutes } from './routes/api/search/index';
import { mediaRoutes } from './routes/media/index';
import { customerRoutes, purchaseRequestRoutes } from './routes/api/customers/index';
import { createUploadStore, type UploadStore } from './uploads/upload-store';
import { createApplicationTokens, type ApplicationTokens } from './applications/application-token';
import { DEFAULT_GATEWAY, type GatewayConfig } from './payments/gateway-config';
import { paymentsPlugin } from './plugins/app/payments';
import { paymentGatewayRoutes } from './routes/api/payments/index';
import { healthRoutes } from './routes/api/health/index';
import { contactDealerRoutes } from './routes/api/contact-dealer/index';
import { publicDealerRoutes } from './routes/api/dealers/index';
import { distributorRoutes } from './routes/api/distributors/index';
import { stateRoutes } from './routes/api/states/index';
import { dealerCipherPlugin } from './plugins/app/dealer-cipher';
import { loadOrCreateDealerDataKey } from './config/dealer-data-key';
import { financingPlanRoutes } from './routes/api/financingplans/index';
import { vehicleRoutes } from './routes/api/vehicles/index';
import { quoteRoutes } from './routes/api/quotes/index';
import { applicationRoutes } from './routes/api/applications/index';
import { postalCodeRoutes } from './routes/api/postal-codes/index';
import { noticeUnsubscribeRoutes } from './routes/api/notices/index';
import { testClockRoutes } from './routes/api/test-clock/index';
import { noticesPlugin } from './plugins/app/notices';

export interface BuildAppOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` (the default, for tests). */
  dataDir?: string | undefined;
  /** A PGlite dump to start from: tests clone one migrated and seeded template (testing/template-database.ts). */
  loadDataDir?: Blob | undefined;
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  mail?: { smtpUrl?: string | undefined; mailDir: string; from: string };
  /** Where leads are forwarded; without it they wait as pending. */
  crm?: CrmPluginOptions;
  /** HS256 key for access tokens, at least 32 characters; a random one per instance when absent. */
  jwtSecret?: string | undefined;
  /** AES-256 key (32 bytes, base64 or hex) for dealer contact data; the server's default (var/dealer-data-key) when absent. */
  dealerDataKey?: string | undefined;
  /** Per-IP requests per minute by class (plugins/external/rate-limit.ts). */
  rateLimit?: { readsPerMinute?: number; writesPerMinute?: number };
  /** Overrides of the HTTP timeouts (config/http-timeouts.ts), for tests. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Overrides of the access limits (auth/limits.ts), for tests. */
  authLimits?: Partial<AuthLimits>;
  /** The per-e-mail wait between sign-in attempts (auth/login-throttle.ts): the real one unless given. */
  loginThrottle?: ThrottleRules;
  /** The clock of the attempt counters (auth/rate-limiter.ts), for tests: the real one otherwise. */
  limiterClock?: () => number;
  /** Overrides of the forms' shared limits (rate-limits/form-limits.ts). */
  formLimits?: Partial<FormLimits>;
  /** The bank's gateway: where the browser pays, how the API reaches it, the shared key. */
  gateway?: Partial<GatewayConfig>;
  /** Where customers' uploads are kept (outside any web root); a temp folder in tests. */
  uploadDir?: string;
  /** The public site: links in e-mails, the WebAuthn origin and whether cookies need HTTPS. */
  siteUrl?: string;
  /**
   * How long an API process may serve public content from memory without asking the database
   * whether it changed (content-cache/content-generation.ts): 1000 ms by default; 0 asks on every
   * request (tests, where an edit must show at once).
   */
  contentCheckMs?: number;
  /** Fastify's trustProxy (config/env.ts parseTrustProxy). */
  trustProxy?: boolean | string;
  /** The test clock's routes (routes/api/test-clock): browser tests only, never in production. */
  testClock?: boolean;
}

// Logs must never carry credentials, codes, tokens or what a person typed as a password (issue
// #66): these paths are censored wherever an object carrying them is logged, validation failures
// are logged as path and keyword only (error-handler.ts), and request lines show capability URLs
// without their secret (requestLogFields).
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-xsrf-token"]',
    'req.headers["x-application-token"]',
    'res.headers["set-cookie"]',
    '*.password',
    '*.currentPassword',
    '*.newPassword',
    '*.password_hash',
    '*.token',
    '*.refreshToken',
    '*.code',
    '*.secret',
    '*.authorization',
    '*.cookie',
  ],
  censor: '[redactado]',
};

/** Query parameters that grant something by themselves: a link's signature, a view token, a code. */
const CAPABILITY_PARAMS = new Set(['t', 'firma', 'token', 'code', 'codigo', 'mp_signature']);

/** A request URL fit for a log: the values of capability parameters masked. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let masked = false;
  for (const key of [...params.keys()]) {
    if (CAPABILITY_PARAMS.has(key.toLowerCase())) {
      params.set(key, '[redactado]');
      masked = true;
    }
  }
  return masked ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** What a request line says of the request: Fastify's default fields, with the URL made loggable. */
function requestLogFields(request: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: request.method, url: loggableUrl(request.url), host: request.hostname, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

const LOG_OPTIONS = { redact: LOG_REDACT, serializers: { req: requestLogFields } };

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Reuses a caller's (or proxy's) x-request-id when it is sane, so logs join up across services. */
function requestIdFor(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

export async function buildApp(options: BuildAppOptions) {
  const logger = options.logger ?? false;
  // Without a configured secret, sessions (and quote links) last as long as this process.
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('base64url');
  const app = Fastify({
    serverFactory: (handler) => createTimedServer(options.httpTimeouts, handler),
    logger: logger === true ? LOG_OPTIONS : logger === false ? false : { ...LOG_OPTIONS, ...logger },
    genReqId: requestIdFor,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024, // forms only; uploads will get their own per-route limit
    // Applied by createTimedServer above; given here too so app.initialConfig tells the truth.
    ...httpTimeoutOptions(options.httpTimeouts),
    // Errors found before a route runs (bad %-encoding, a path parameter too long, what Node's
    // parser refuses) get the same Spanish body as every other error.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Strict JSON bodies, finite numbers, no NUL or lone surrogates (validation/request-validator.ts).
  app.setValidatorCompiler(createRequestValidatorCompiler());

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const corsOrigins = options.corsOrigins ?? DEFAULT_CORS_ORIGINS;
  // External plugins first: rate limiting and OpenAPI must see every route registered after them,
  // and so must the default-deny auth hook (the OpenAPI UI's routes included).
  await app.register(helmetPlugin);
  await app.register(corsPlugin, { origins: corsOrigins });
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin, {
    readsPerMinute: options.rateLimit?.readsPerMinute ?? 1200,
    writesPerMinute: options.rateLimit?.writesPerMinute ?? 120,
  });
  await app.register(authPlugin, {
    jwtSecret,
    siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
    allowedOrigins: corsOrigins,
    limits: options.authLimits,
    limiterClock: options.limiterClock,
    loginThrottle: options.loginThrottle,
  });
  await app.register(staffAuthPlugin, { jwtSecret, siteUrl: options.siteUrl ?? DEFAULT_SITE_URL, allowedOrigins: corsOrigins });
  await app.register(swaggerPlugin);

  await app.register(dbPlugin, { databaseUrl: options.databaseUrl, dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await app.register(contentCachePlugin, { checkEveryMs: options.contentCheckMs ?? 1000 });
  app.decorate('uploads', createUploadStore(options.uploadDir ?? DEFAULT_UPLOAD_DIR));
  // The online applications' links (decision 0055): the applicant's routes check them, and the
  // back-office e-mails them when it asks for a document or decides.
  app.decorate('applicationTokens', createApplicationTokens(deriveKey(jwtSecret, 'application-links')));
  await app.register(formLimitsPlugin, { limits: options.formLimits });
  await app.register(errorHandlerPlugin);
  await app.register(mailPlugin, options.mail ?? { mailDir: DEFAULT_MAIL_DIR, from: 'no-responder@financieravial.example' });
  // Before the CRM's worker: a dealer form's lead is decrypted just before it is forwarded.
  await app.register(dealerCipherPlugin, { dealerDataKey: options.dealerDataKey ?? loadOrCreateDealerDataKey(undefined) });
  await app.register(crmPlugin, options.crm ?? {});
  await app.register(paymentsPlugin, {
    ...DEFAULT_GATEWAY,
    ...options.gateway,
    // A random key per instance when none is given (tests): nothing signed elsewhere verifies.
    secret: options.gateway?.secret ?? randomBytes(32).toString('base64url'),
    viewKey: deriveKey(jwtSecret, 'payment-view'),
  });
  await app.register(noticesPlugin, { apiUrl: options.gateway?.apiPublicUrl ?? DEFAULT_GATEWAY.apiPublicUrl });

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(companyRoutes, { prefix: '/api/company' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(customerRoutes, { prefix: '/api/customers' });
  await app.register(backofficeRoutes, { prefix: '/api/backoffice' });
  await app.register(purchaseRequestRoutes, { prefix: '/api/bills/customers' });
  await app.register(paymentGatewayRoutes, { prefix: '/api/payments' });
  await app.register(alertRoutes, { prefix: '/api/alert' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(bannerRoutes, { prefix: '/api/banners' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(newsRoutes, { prefix: '/api/news' });
  await app.register(pageRoutes, { prefix: '/api/pages' });
  await app.register(faqRoutes, { prefix: '/api/faqs' });
  await app.register(leadRoutes, { prefix: '/api/leads' });
  await app.register(vitalsRoutes, { prefix: '/api/vitals' });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(stateRoutes, { prefix: '/api/states' });
  await app.register(distributorRoutes, { prefix: '/api/distributors' });
  await app.register(contactDealerRoutes, { prefix: '/api/auth/customers/contact-dealer' });
  await app.register(publicDealerRoutes, { prefix: '/api/public/dealers' });
  await app.register(financingPlanRoutes, { prefix: '/api/financingplans' });
  await app.register(vehicleRoutes, { prefix: '/api/vehicles' });
  await app.register(quoteRoutes, { prefix: '/api/quotes', linkKey: quoteLinkKey(jwtSecret) });
  await app.register(applicationRoutes, { prefix: '/api/applications' });
  await app.register(postalCodeRoutes, { prefix: '/api/postal-codes' });
  await app.register(noticeUnsubscribeRoutes, { prefix: '/api/notices' });
  if (options.testClock) await app.register(testClockRoutes, { prefix: '/api/test-clock' });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
    /** Issues and checks the online applications' link tokens (applications/application-token.ts). */
    applicationTokens: ApplicationTokens;
  }
}
