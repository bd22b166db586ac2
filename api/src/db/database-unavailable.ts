/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover, a network cut), as opposed to a bug in a query. Such requests answer 503 with a
 * Spanish message and a Retry-After, not a 500: nothing was saved, and the same request succeeds
 * once the server is back, which the pool reconnects to without restarting the API.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// SQLSTATE class 08 (connection exception) and 57P01-57P03 (admin shutdown, crash shutdown,
// cannot connect now: the server is starting or stopping).
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  // node-postgres reports a socket closed under a query or a checkout in plain messages.
  if (/^Connection terminated|^Client has encountered a connection error|timeout exceeded when trying to connect/.test(error.message)) return true;
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'El servicio no está disponible por el momento. Intenta de nuevo en unos segundos.';
