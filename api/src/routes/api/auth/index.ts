import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginRequestSchema, LoginResponseSchema, type LoginRequest } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { verifyAgainstDummy, verifyPassword } from '../../../auth/password';
import { errorResponses } from '../../error-responses';

export interface AuthRoutesOptions {
  /**
   * Login attempts per minute for one IP and e-mail. A per-IP cap across e-mails (credential
   * stuffing) needs a second counter: @fastify/rate-limit applies one limiter per request.
   */
  loginMaxPerMinute: number;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Correo o contraseña incorrectos.';

interface CustomerRow {
  id: string;
  name: string;
  email: string;
  password_hash: string;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { loginMaxPerMinute }) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['acceso'],
        summary: 'Iniciar sesión',
        description:
          'Valida correo y contraseña y entrega un JWT de acceso de 15 minutos. El mismo mensaje responde a un correo inexistente y a una contraseña equivocada.',
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema,
          ...errorResponses(400, 429, 500),
          401: { ...errorResponses(401)[401], description: 'Correo o contraseña incorrectos (INVALID_CREDENTIALS).' },
        },
      },
      config: {
        rateLimit: {
          max: loginMaxPerMinute,
          timeWindow: '1 minute',
          // After validation, so the key can include the e-mail: guessing one account's password is
          // throttled without locking the whole office behind one IP out.
          hook: 'preHandler',
          keyGenerator: (request) => `login|${request.ip}|${(request.body as LoginRequest).email.trim().toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const [customer] = await app.db.query<CustomerRow>(
        'select id, name, email, password_hash from customers where lower(email) = $1',
        [email],
      );
      const valid = customer
        ? await verifyPassword(customer.password_hash, request.body.password)
        : await verifyAgainstDummy(request.body.password);
      if (!customer || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);

      const jwt = await app.accessTokens.issue(customer.id);
      reply.header('Cache-Control', 'no-store');
      return { customer: { id: customer.id, name: customer.name, email: customer.email }, jwt };
    },
  );
};
