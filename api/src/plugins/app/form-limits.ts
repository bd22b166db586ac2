import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LimitRule } from '../../auth/rate-limiter';
import { FORM_LIMITS, clientKey, countFormPost, type FormLimits } from '../../rate-limits/form-limits';

declare module 'fastify' {
  interface FastifyInstance {
    forms: {
      limits: FormLimits;
      /** Counts the post against the rules; 429 when one is over (rate-limits/form-limits.ts). */
      count: (request: FastifyRequest, reply: FastifyReply, rules: Array<[LimitRule, string]>) => Promise<void>;
      /**
       * Counts one use of a courtesy the post can go without (the visitor's copy of a contact
       * message) against a rule: false once it is over, and the caller leaves it out.
       */
      allows: (rule: LimitRule, key: string) => Promise<boolean>;
    };
  }
}

export interface FormLimitsPluginOptions {
  limits?: Partial<FormLimits> | undefined;
}

export const formLimitsPlugin = fp<FormLimitsPluginOptions>(async (app, options) => {
  const limits = { ...FORM_LIMITS, ...options.limits };
  app.decorate('forms', {
    limits,
    // Every form post also counts toward the hourly per-IP total of all forms.
    count: (request, reply, rules) => countFormPost(app.auth.limiter, reply, [...rules, [limits.formsPerIpHour, clientKey(request)]]),
    allows: async (rule, key) => !(await app.auth.limiter.hit(rule, key.toLowerCase())).blocked,
  });
}, { name: 'form-limits', dependencies: ['auth', 'db'] });
