import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../app-error';

export interface RateLimitPluginOptions {
  /** Requests per minute per IP on every route (routes may set a stricter limit). */
  max: number;
}

export const RATE_LIMITED_MESSAGE = 'Hiciste demasiadas solicitudes. Espera un momento e intenta de nuevo.';

export const rateLimitPlugin = fp<RateLimitPluginOptions>(async (app, { max }) => {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: '1 minute',
    // A request whose client already hung up has no address: count it under one key, not a 500.
    keyGenerator: (request) => request.ip ?? 'sin-direccion',
    // Thrown into the one error handler, which answers with the common error body.
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });
}, { name: 'rate-limit' });
