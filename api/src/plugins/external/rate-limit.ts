import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../app-error';

export interface RateLimitPluginOptions {
  /** Reads (GET, HEAD) per minute per IP: a home view alone is ~18 requests. */
  readsPerMinute: number;
  /** Other requests per minute per IP; the forms also have their own shared limits (form-limits.ts). */
  writesPerMinute: number;
}

export const RATE_LIMITED_MESSAGE = 'Hiciste demasiadas solicitudes. Espera un momento e intenta de nuevo.';

/** Images and the health probe are never limited: a page's pictures must not cost its forms. */
const UNLIMITED = /^\/(media\/|api\/health(\/|\?|$))/;

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A coarse per-IP limit by route class, in each process's memory: it only stops one client from
 * monopolizing one process, so counting per process is enough (N replicas allow N times the
 * rate). What must hold across processes (sign-in, forms that send mail) is counted in the
 * database instead. Behind a proxy the IP is the client's only with TRUST_PROXY (README).
 * Every request reaches it, cached content reads included (the fast lane that skipped it is gone,
 * issue #68); public content is meant to be served from the site's proxy cache (Cache-Control).
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(async (app, { readsPerMinute, writesPerMinute }) => {
  await app.register(rateLimit, {
    global: true,
    max: (request) => (isRead(request) ? readsPerMinute : writesPerMinute),
    timeWindow: '1 minute',
    allowList: (request) => UNLIMITED.test(request.url),
    // Reads and writes have separate counters, so browsing does not use up a form's budget.
    // A request whose client already hung up has no address: count it under one key, not a 500.
    keyGenerator: (request) => `${isRead(request) ? 'r' : 'w'}|${request.ip ?? 'sin-direccion'}`,
    // Thrown into the one error handler, which answers with the common error body.
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });
}, { name: 'rate-limit' });
