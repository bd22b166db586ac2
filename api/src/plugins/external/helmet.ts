import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// A JSON API: helmet's defaults (strict CSP, nosniff, frame-ancestors none, HSTS) fit. The docs
// UI sets its own CSP for its page (@fastify/swagger-ui `staticCSP`).
export const HELMET_OPTIONS: HelmetOptions = {
  // The site (another origin) reads our JSON with CORS; CORP same-origin would block it.
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/** The headers helmet's middleware sets for `options`, as name -> value (lower-case names). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

// @fastify/helmet builds helmet's middleware again on every request (parsing the CSP each time):
// on a response served from memory that was a fifth of the API's CPU (issue #14). Without CSP
// nonces the headers never vary, so they are computed once, by helmet itself, and set as they are.
export const helmetPlugin = fp(async (app) => {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}, { name: 'helmet' });
