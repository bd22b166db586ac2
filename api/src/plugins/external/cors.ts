import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export interface CorsPluginOptions {
  origins: string[];
}

// Allowlist only: the shell and remotes call the API from their own origins; any other origin
// gets no CORS headers, so a browser refuses to hand it the response.
export const corsPlugin = fp<CorsPluginOptions>(async (app, { origins }) => {
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true, // the refresh-token cookie (docs/architecture.md §4) travels on credentialed requests
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // X-Application-Token: the key of an online application (decision 0055), sent by the application's pages.
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id', 'X-XSRF-TOKEN', 'Idempotency-Key', 'X-Application-Token'],
    // Content-Disposition: downloads keep the file name the API gives them.
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
}, { name: 'cors' });
