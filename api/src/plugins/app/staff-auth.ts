import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@fvc/shared/contracts';
import { AppError } from '../../app-error';
import { cookiePolicy } from '../../auth/session-cookies';
import { deriveKey } from '../../config/keys';
import { createStaffCodes, type StaffCodes } from '../../staff/staff-codes';
import { recordStaffAction } from '../../staff/staff-audit';
import { findLiveStaffSession, STAFF_SESSION, type StaffSessionOwner } from '../../staff/staff-sessions';
import { createStaffTokens, type StaffTokens } from '../../staff/staff-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    staffAuth: {
      tokens: StaffTokens;
      codes: StaffCodes;
      /** The back-office's refresh cookie: its own name, never the customers'. */
      refreshCookie: { name: string; secure: boolean };
      allowedOrigins: readonly string[];
    };
  }
  interface FastifyRequest {
    /** The signed-in staff member of a back-office route: set before the handler runs. */
    staffSession: StaffSessionOwner;
  }
  interface FastifyContextConfig {
    /** Who may call a back-office route (`security: [{ staffAuth: [] }]`): any of these roles. */
    staffRoles?: readonly StaffRole[];
    /** A sensitive action: the session's second factor must be recent (STAFF_SESSION.stepUpSeconds). */
    staffStepUp?: boolean;
    /** What the audit calls a refused attempt on this route, e.g. `content.publish`. */
    staffAction?: string;
  }
}

export const STAFF_SCHEME = 'staffAuth';
export const STAFF_COOKIE_SCHEME = 'staffRefreshCookie';
export const BACKOFFICE_PREFIX = '/api/backoffice/';
export const STAFF_UNAUTHENTICATED_MESSAGE = 'Tu sesión del back-office expiró o no es válida. Inicia sesión de nuevo.';
export const STAFF_FORBIDDEN_MESSAGE = 'No tienes permiso para hacer esto. Si lo necesitas, pídelo a un administrador.';
export const STEP_UP_MESSAGE = 'Por seguridad, confirma que eres tú con el código que te enviaremos por correo.';

type SecurityRequirement = Record<string, string[]>;

function usesStaffScheme(route: RouteOptions): boolean {
  const security = (route.schema as { security?: SecurityRequirement[] } | undefined)?.security;
  return Boolean(security?.some((requirement) => STAFF_SCHEME in requirement));
}

/** Public, or one of the back-office's cookie routes (refresh, sign-out), which check the cookie themselves. */
function isPublicOrChecksCookie(route: RouteOptions): boolean {
  const security = (route.schema as { security?: SecurityRequirement[] } | undefined)?.security;
  if (route.config?.public || (Array.isArray(security) && security.length === 0)) return true;
  return Boolean(security?.every((requirement) => STAFF_COOKIE_SCHEME in requirement));
}

/**
 * The staff identity (issue #71), beside the customers' (auth.ts) and never mixed with it: a
 * route declares `security: [{ staffAuth: [] }]` and the roles that may call it. Deny by default
 * here too: a route under /api/backoffice/ that is neither public nor staff-only, or a staff route
 * that names no role, stops the API at start-up. Refusals are audited.
 */
export const staffAuthPlugin = fp<{ jwtSecret: string; siteUrl: string; allowedOrigins: readonly string[] }>(
  async (app, options) => {
    const tokens = createStaffTokens(deriveKey(options.jwtSecret, 'staff-access-token'));
    const policy = cookiePolicy(options.siteUrl);
    app.decorate('staffAuth', {
      tokens,
      codes: createStaffCodes(deriveKey(options.jwtSecret, 'staff-sign-in-codes')),
      refreshCookie: { name: policy.secure ? '__Host-fvc_staff_refresh' : 'fvc_staff_refresh', secure: policy.secure },
      allowedOrigins: options.allowedOrigins,
    });
    app.decorateRequest('staffSession', null as unknown as StaffSessionOwner);

    const authenticateStaff = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      let owner: StaffSessionOwner | null = null;
      try {
        if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Error('Sin token bearer');
        const claims = await tokens.verify(token);
        owner = await findLiveStaffSession(app.db, claims.sessionId, claims.staffId);
        if (!owner) throw new Error('Sesión del personal cerrada');
      } catch (error) {
        request.log.info({ reason: (error as Error).message }, 'token del personal rechazado');
        reply.header('WWW-Authenticate', 'Bearer realm="fvc-backoffice"');
        throw new AppError(401, 'UNAUTHENTICATED', STAFF_UNAUTHENTICATED_MESSAGE);
      }
      request.staffSession = owner;
    };

    const guardFor = (route: RouteOptions): onRequestHookHandler => {
      const roles = route.config!.staffRoles!;
      const action = route.config?.staffAction ?? `${String(route.method).toLowerCase()} ${route.url}`;
      return async (request, reply) => {
        const { staff, verifiedAt, sessionId } = request.staffSession;
        const allowed = staff.roles.includes('admin') || staff.roles.some((role) => roles.includes(role));
        if (!allowed) {
          await recordStaffAction(app.db, { staffId: staff.id, action, outcome: 'denied', target: request.url.split('?')[0], ip: request.ip });
          throw new AppError(403, 'FORBIDDEN', STAFF_FORBIDDEN_MESSAGE);
        }
        if (route.config?.staffStepUp && Date.now() - verifiedAt.getTime() > STAFF_SESSION.stepUpSeconds * 1000) {
          request.log.info({ sessionId }, 'step-up requerido');
          await recordStaffAction(app.db, { staffId: staff.id, action, outcome: 'denied', target: 'step-up', ip: request.ip });
          throw new AppError(403, 'STEP_UP_REQUIRED', STEP_UP_MESSAGE);
        }
        // What staff read is about customers: never kept by a browser or anything in between.
        reply.header('Cache-Control', 'private, no-store');
      };
    };

    app.addHook('onRoute', (route) => {
      const underBackoffice = route.url.startsWith(BACKOFFICE_PREFIX);
      if (!usesStaffScheme(route)) {
        if (underBackoffice && !isPublicOrChecksCookie(route)) {
          throw new Error(`${route.method} ${route.url}: una ruta del back-office es pública o declara security staffAuth`);
        }
        return;
      }
      if (!route.config?.staffRoles?.length) throw new Error(`${route.method} ${route.url}: una ruta del personal nombra sus roles (config.staffRoles)`);
      // The OpenAPI document says who may call it (administration may call everything).
      const schema = (route.schema ??= {}) as Record<string, unknown>;
      schema['x-staff-roles'] = [...new Set<StaffRole>([...route.config.staffRoles, 'admin'])];
      const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [authenticateStaff as onRequestHookHandler, guardFor(route), ...existing];
    });
  },
  { name: 'staff-auth', dependencies: ['auth'] },
);
