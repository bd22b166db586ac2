import { parseDataKey } from '../crypto/field-cipher';
import { DEFAULT_CORS_ORIGINS, DEFAULT_SITE_URL } from './cors';
import { DEFAULT_DATA_DIR, DEFAULT_MAIL_DIR, DEFAULT_UPLOAD_DIR } from './paths';

export interface Env {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  jwtSecret: string | undefined;
  /** AES-256 key for dealer contact data; undefined = generated once under var/ (config/dealer-data-key.ts). */
  dealerDataKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDir: string;
  /** The CRM endpoint leads are posted to; unset = leads wait as pending. */
  crmUrl: string | undefined;
  crmToken: string | undefined;
  logLevel: string;
  /** Fastify's trustProxy: false, true (any proxy), or the proxies' addresses/CIDRs. */
  trustProxy: boolean | string;
  rateLimitReads: number;
  rateLimitWrites: number;
  /** Multiplies the forms' shared limits (browser test runs post often). */
  formLimitFactor: number;
  /** The public site's origin: e-mailed links, the passkey origin, HTTPS-only cookies. */
  siteUrl: string;
  /** Customers' uploads (invoice requests): outside any web root. */
  uploadDir: string;
  /** The bank gateway: shared key (generated under var/ when unset), its pages and the API's own public URL. */
  gatewaySecret: string | undefined;
  gatewayPageUrl: string | undefined;
  gatewayServerUrl: string | undefined;
  apiPublicUrl: string | undefined;
  /** Multiplies every access limit (auth/limits.ts): 1 in production; higher for load or browser tests. */
  authLimitFactor: number;
  /** TEST_CLOCK=1: the test clock's routes (browser tests of due dates); refused with NODE_ENV=production. */
  testClock: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads and checks the environment once at start. Every problem is listed together and the
 * process stops, instead of failing later on the first request that needs the value.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = source[name]?.trim();
    return value ? value : undefined;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} debe ser un entero entre ${min} y ${max} (recibido: ${raw}).`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]) => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocolo');
      return raw;
    } catch {
      // Never echo the value: these URLs carry passwords.
      problems.push(`${name} debe ser una URL ${protocols.join(' o ')}.`);
      return undefined;
    }
  };

  const corsOrigins = text('CORS_ORIGINS')?.split(',').map((origin) => origin.trim()).filter(Boolean) ?? DEFAULT_CORS_ORIGINS;
  for (const origin of corsOrigins) {
    let valid = false;
    try {
      valid = new URL(origin).origin === origin;
    } catch {
      valid = false;
    }
    if (!valid) problems.push(`CORS_ORIGINS: "${origin}" no es un origen (esquema://host[:puerto], sin "/" final).`);
  }

  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) problems.push('JWT_SECRET debe tener al menos 32 caracteres.');

  const dealerDataKey = text('DEALER_DATA_KEY');
  if (dealerDataKey !== undefined && !parseDataKey(dealerDataKey)) {
    problems.push('DEALER_DATA_KEY debe ser una clave de 32 bytes en base64 (44 caracteres) o hex (64 caracteres).');
  }

  // Plain http only on localhost: anywhere else the session cookies need HTTPS.
  const siteUrl = () => {
    const raw = text('SITE_URL') ?? DEFAULT_SITE_URL;
    try {
      const parsed = new URL(raw);
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
      if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) throw new Error('protocolo');
      return parsed.origin;
    } catch {
      problems.push(`SITE_URL debe ser el origen https:// del sitio (http:// solo en localhost); recibido: ${raw}.`);
      return DEFAULT_SITE_URL;
    }
  };

  const gatewaySecret = text('GATEWAY_SECRET');
  if (gatewaySecret !== undefined && gatewaySecret.length < 32) problems.push('GATEWAY_SECRET debe tener al menos 32 caracteres.');

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL debe ser uno de: ${LOG_LEVELS.join(', ')}.`);

  const trustProxy = parseTrustProxy(text('TRUST_PROXY') ?? 'false');
  if (trustProxy === undefined) {
    problems.push('TRUST_PROXY debe ser false, true o las direcciones de los proxies separadas por comas (IP o CIDR).');
  }

  const env: Env = {
    port: integer('PORT', 4000, 1, 65_535),
    host: text('HOST') ?? '127.0.0.1',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: text('DATA_DIR') ?? DEFAULT_DATA_DIR,
    corsOrigins,
    jwtSecret,
    dealerDataKey,
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text('MAIL_FROM') ?? 'no-responder@financieravial.example',
    mailDir: text('MAIL_DIR') ?? DEFAULT_MAIL_DIR,
    crmUrl: url('CRM_URL', ['http:', 'https:']),
    crmToken: text('CRM_TOKEN'),
    logLevel,
    trustProxy: trustProxy ?? false,
    rateLimitReads: integer('RATE_LIMIT_READS', 1200, 1, 1_000_000),
    rateLimitWrites: integer('RATE_LIMIT_WRITES', 120, 1, 1_000_000),
    siteUrl: siteUrl(),
    uploadDir: text('UPLOAD_DIR') ?? DEFAULT_UPLOAD_DIR,
    authLimitFactor: integer('AUTH_LIMIT_FACTOR', 1, 1, 1000),
    formLimitFactor: integer('FORM_LIMIT_FACTOR', 1, 1, 1000),
    gatewaySecret,
    gatewayPageUrl: url('GATEWAY_PAGE_URL', ['http:', 'https:']),
    gatewayServerUrl: url('GATEWAY_SERVER_URL', ['http:', 'https:']),
    apiPublicUrl: url('API_PUBLIC_URL', ['http:', 'https:']),
    testClock: text('TEST_CLOCK') === '1',
  };
  if (env.testClock && source.NODE_ENV === 'production') problems.push('TEST_CLOCK no se permite con NODE_ENV=production: mueve la fecha de negocio.');

  if (problems.length > 0) {
    throw new Error(`Configuración inválida:\n- ${problems.join('\n- ')}`);
  }
  return env;
}

const ADDRESS = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

/**
 * TRUST_PROXY: `false` (clients reach the API directly), `true` (trust X-Forwarded-For from
 * anyone: only when every request passes a proxy that overwrites it), or the proxies' addresses,
 * the safest: only their X-Forwarded-For is believed.
 */
export function parseTrustProxy(raw: string): boolean | string | undefined {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  const addresses = raw.split(',').map((part) => part.trim());
  return addresses.length > 0 && addresses.every((part) => ADDRESS.test(part)) ? addresses.join(',') : undefined;
}
