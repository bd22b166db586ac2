import { createServer, type RequestListener, type Server } from 'node:http';
/**
 * How long the HTTP server waits for a client (issue #14: a body trickled a byte at a time kept a
 * connection open for as long as it trickled, because Fastify's default `requestTimeout` is 0, no
 * limit).
 *
 * - requestTimeout 30 s: the whole request, headers and body. JSON bodies are at most 64 KiB; the
 *   largest upload (invoice request: a 5 MiB PDF and a 2 MiB XML) needs about 2 Mbit/s to fit.
 * - headersTimeout 10 s: the headers alone (slow-headers attacks); a browser sends them at once.
 * - connectionsCheckingInterval 5 s: how often Node looks for expired requests, so a timeout
 *   fires at most 5 s late (Node's default is 30 s).
 * - keepAliveTimeout 72 s: an idle keep-alive connection stays open longer than a proxy's or load
 *   balancer's idle timeout (60 s is the usual default), so the proxy, not the API, closes it
 *   and never reuses a connection the API has just closed.
 * - connectionTimeout 75 s: a socket with no traffic at all is closed; longer than the
 *   keep-alive timeout so that one decides for idle connections.
 *
 * An expired request gets a 408 with the common Spanish error body (error-handler.ts).
 */
export interface HttpTimeouts {
  requestTimeout: number;
  headersTimeout: number;
  connectionsCheckingInterval: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  connectionsCheckingInterval: 5_000,
  keepAliveTimeout: 72_000,
  connectionTimeout: 75_000,
};

/** Fastify server options for the timeouts (`http` goes to Node's `http.createServer`). */
export function httpTimeoutOptions(overrides: Partial<HttpTimeouts> = {}) {
  const timeouts = { ...HTTP_TIMEOUTS, ...overrides };
  return {
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(timeouts.headersTimeout, timeouts.requestTimeout),
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
  };
}

/**
 * Node's HTTP server with these timeouts, set as Fastify sets them on a server it creates: for
 * Fastify's `serverFactory`, which app.ts uses to put the content fast lane before Fastify.
 */
export function createTimedServer(overrides: Partial<HttpTimeouts> | undefined, handler: RequestListener): Server {
  const options = httpTimeoutOptions(overrides);
  const server = createServer(options.http, handler);
  server.keepAliveTimeout = options.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout);
  return server;
}
