import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivityStepSchema,
  AddressStepSchema,
  APPLICANT_TYPE_NAMES,
  ApplicantStepSchema,
  ApplicationViewSchema,
  ReferencesStepSchema,
  StartApplicationRequestSchema,
  StartedApplicationSchema,
  applicantStepProblems,
  normalizeTaxId,
  personTypeOf,
  type ActivityStep,
  type AddressStep,
  type ApplicantStep,
  type ApplicationDataStep,
  type ReferencesStep,
} from '@fvc/shared/contracts';
import type { TSchema } from 'typebox';
import { AppError } from '../../../app-error';
import { maskEmail } from '../../../auth/auth-mail';
import { applicationLinkMail, continueLink } from '../../../applications/application-mail';
import { applicationSubmissionRoutes } from './submit';
import {
  activityKindFor,
  applicationOfRequest,
  applicationView,
  loadApplication,
  type ApplicationRow,
} from '../../../applications/application-store';
import { newNonce } from '../../../applications/application-token';
import { businessToday } from '../../../customer-data/business-date';
import type { Queryable } from '../../../db/database';
import { enqueueMail } from '../../../mail/outbox';
import { validUntil } from '../../../quote-documents/quote-document';
import { clientKey } from '../../../rate-limits/form-limits';
import { taggedUnionCompiler } from '../../../validation/tagged-union';
import { errorResponses } from '../../error-responses';
import { applicationDocumentRoutes } from './documents';
import { applicationConsentRoutes } from './consents';
import { APPLICATION_SECURITY, notEditable } from './security';

const trimmed = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeof item === 'string' ? item.trim() : item])) as T;

const invalid = (fields: Record<string, string>) => new AppError(400, 'VALIDATION_ERROR', Object.values(fields)[0]!, fields);

/**
 * Each step's data as it is kept: text trimmed, RFC and CURP in capitals without spaces or dashes,
 * e-mail in lower case, after the checks the schema cannot make (applicant type against the quote,
 * RFC and CURP with their check digits, the activity that fits the applicant).
 */
function checkedStep(step: ApplicationDataStep, body: unknown, application: ApplicationRow): unknown {
  switch (step) {
    case 'solicitante': {
      const input = body as ApplicantStep;
      if (personTypeOf(input.applicantType) !== application.person_type) {
        const allowed = application.person_type === 'moral' ? APPLICANT_TYPE_NAMES.moral : `${APPLICANT_TYPE_NAMES.fisica} o ${APPLICANT_TYPE_NAMES['fisica-empresarial'].toLowerCase()}`;
        throw invalid({ applicantType: `Tu cotización es para ${application.person_type === 'moral' ? 'persona moral' : 'persona física'}: elige ${allowed}, o cotiza de nuevo con el otro tipo de persona.` });
      }
      const problems = applicantStepProblems(input, businessToday());
      if (Object.keys(problems).length > 0) throw invalid(problems);
      if (input.applicantType === 'moral') {
        return {
          ...trimmed(input),
          rfc: normalizeTaxId(input.rfc),
          email: input.email.trim().toLowerCase(),
          representative: { ...trimmed(input.representative), rfc: normalizeTaxId(input.representative.rfc), curp: normalizeTaxId(input.representative.curp) },
        } satisfies ApplicantStep;
      }
      return { ...trimmed(input), rfc: normalizeTaxId(input.rfc), curp: normalizeTaxId(input.curp), email: input.email.trim().toLowerCase() } satisfies ApplicantStep;
    }
    case 'domicilio': {
      const input = trimmed(body as AddressStep);
      return { ...input, interiorNumber: input.interiorNumber?.trim() || null } satisfies AddressStep;
    }
    case 'actividad': {
      const input = body as ActivityStep;
      if (!application.applicant_type) {
        throw new AppError(409, 'APPLICANT_FIRST', 'Completa primero los datos del solicitante: de ellos depende qué datos de actividad pedimos.');
      }
      if (input.kind !== activityKindFor(application.applicant_type)) {
        throw invalid({
          kind:
            application.applicant_type === 'fisica'
              ? 'Para una persona física pedimos sus ingresos (ocupación, empresa e ingreso mensual).'
              : 'Para actividad empresarial o persona moral pedimos los datos del negocio (giro, ventas y flotilla).',
        });
      }
      return trimmed(input);
    }
    case 'referencias': {
      const input = body as ReferencesStep;
      return { references: input.references.map((reference) => trimmed(reference)) } satisfies ReferencesStep;
    }
  }
}

const STEP_SCHEMAS: Record<ApplicationDataStep, { schema: TSchema; tag?: string; summary: string }> = {
  solicitante: { schema: ApplicantStepSchema, tag: 'applicantType', summary: 'Guardar los datos del solicitante' },
  domicilio: { schema: AddressStepSchema, summary: 'Guardar el domicilio' },
  actividad: { schema: ActivityStepSchema, tag: 'kind', summary: 'Guardar los ingresos o la actividad' },
  referencias: { schema: ReferencesStepSchema, summary: 'Guardar las referencias' },
};

/** The quote an application starts from: its e-mail, its name, and whether it is still valid. */
interface QuoteRow {
  id: string;
  folio: string;
  name: string;
  email: string;
  created_at: Date | string;
}

async function startOrFind(db: Queryable, quote: QuoteRow): Promise<{ id: string; nonce: string; created: boolean }> {
  const nonce = newNonce();
  // One application per quote: a second start rotates the nonce of the existing one (a new link
  // ends every older link) instead of creating another.
  const [created] = await db.query<{ id: string }>(
    `insert into credit_applications (quote_id, token_nonce) values ($1, $2) on conflict (quote_id) do nothing returning id`,
    [quote.id, nonce],
  );
  if (created) {
    await db.query(`insert into credit_application_events (application_id, status) values ($1, 'draft')`, [created.id]);
    return { id: created.id, nonce, created: true };
  }
  const [existing] = await db.query<{ id: string }>(
    'update credit_applications set token_nonce = $2, updated_at = now() where quote_id = $1 returning id',
    [quote.id, nonce],
  );
  if (!existing) throw new Error('La solicitud de la cotización desapareció');
  return { id: existing.id, nonce, created: false };
}

/** The applicant's routes (decision 0055): start from a quote, read, fill each step, submit. */
export const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      schema: {
        tags: ['solicitudes'],
        security: [],
        summary: 'Iniciar una solicitud desde una cotización',
        description:
          'Inicia la solicitud de financiamiento de una cotización vigente (201) o, si la cotización ya tiene una, la encuentra (200). En ambos casos cambia la llave de la solicitud (los enlaces anteriores dejan de servir) y envía al correo de la cotización el enlace para continuarla (`/solicitud/continuar#t=<token>`). El token vuelve en la respuesta solo cuando la solicitud es nueva: una existente ya guarda datos del solicitante y se abre solo desde el correo. Cotización desconocida: 404; vencida (sin solicitud): 410.',
        body: StartApplicationRequestSchema,
        response: {
          201: { ...StartedApplicationSchema, description: 'Solicitud nueva; el enlace también se envió por correo.' },
          200: { ...StartedApplicationSchema, description: 'La cotización ya tenía una solicitud: se envió un enlace nuevo por correo.' },
          ...errorResponses(400, 404, 410, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const [quote] = await app.db.query<QuoteRow & { has_application: boolean }>(
        `select q.id, q.folio, q.name, q.email, q.created_at, exists (select 1 from credit_applications a where a.quote_id = q.id) as has_application
           from quotes q where q.id = $1`,
        [request.body.quoteId],
      );
      if (!quote) throw new AppError(404, 'QUOTE_NOT_FOUND', 'No encontramos esa cotización.');
      // A new application needs a quote still valid (its figures are today's); an existing one can
      // always be reopened, to finish it or follow its status.
      if (!quote.has_application && new Date() >= validUntil(new Date(quote.created_at))) {
        throw new AppError(410, 'QUOTE_EXPIRED', 'Esta cotización ya no está vigente. Calcula una nueva con los precios de hoy y solicita desde ella.');
      }
      // Each start e-mails the quote's address: per IP, and per mailbox whoever asks.
      await app.forms.count(request, reply, [
        [app.forms.limits.applicationStartPerIp, clientKey(request)],
        [app.forms.limits.applicationLinksPerRecipient, quote.email],
      ]);
      const started = await app.db.transaction(async (tx) => {
        const application = await startOrFind(tx, quote);
        const { token } = app.applicationTokens.issue(application.id, application.nonce);
        await enqueueMail(tx, {
          kind: 'application-link',
          to: quote.email,
          ...applicationLinkMail({ name: quote.name, quoteFolio: quote.folio, link: continueLink(app.auth.siteUrl, token), isNew: application.created }),
        });
        return { ...application, token };
      });
      app.mail.enqueued();
      return reply.status(started.created ? 201 : 200).send({
        applicationId: started.id,
        token: started.created ? started.token : null,
        sentTo: maskEmail(quote.email),
      });
    },
  );

  app.get(
    '/current',
    {
      schema: {
        tags: ['solicitudes'],
        security: APPLICATION_SECURITY,
        summary: 'La solicitud del enlace',
        description:
          'La solicitud que abre `X-Application-Token`: la cotización, los datos de cada paso, los documentos del tipo de solicitante, las autorizaciones firmadas, cada cambio de estado con su fecha y lo que falta para enviarla. Sin token, con uno alterado, de un enlace anterior o vencido: 401.',
        response: { 200: ApplicationViewSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const { application, linkExpiresAt } = await applicationOfRequest(app.db, app.applicationTokens, request);
      return reply.header('cache-control', 'private, no-store').send(await applicationView(app.db, application, linkExpiresAt));
    },
  );

  for (const [step, { schema, tag, summary }] of Object.entries(STEP_SCHEMAS) as Array<[ApplicationDataStep, (typeof STEP_SCHEMAS)[ApplicationDataStep]]>) {
    app.put(
      `/current/steps/${step}`,
      {
        schema: {
          tags: ['solicitudes'],
          security: APPLICATION_SECURITY,
          summary,
          description:
            'Guarda los datos de un paso mientras la solicitud es un borrador (si ya se envió: 409) y devuelve la solicitud. En el solicitante, el tipo debe corresponder a la cotización (física: física o con actividad empresarial; moral: moral) y el RFC y la CURP se revisan con su dígito verificador y contra la fecha de nacimiento o de constitución: cada problema responde 400 con el campo.',
          body: schema,
          response: { 200: ApplicationViewSchema, ...errorResponses(400, 401, 409, 429, 500) },
        },
        ...(tag ? { validatorCompiler: taggedUnionCompiler(tag) } : {}),
      },
      async (request, reply) => {
        const view = await app.db.transaction(async (tx) => {
          const { application, linkExpiresAt } = await applicationOfRequest(tx, app.applicationTokens, request, true);
          if (application.status !== 'draft') throw notEditable();
          const data = checkedStep(step, request.body, application);
          const applicantType = step === 'solicitante' ? (data as ApplicantStep).applicantType : application.applicant_type;
          await tx.query(
            `update credit_applications set steps = jsonb_set(steps, array[$2::text], $3::jsonb), applicant_type = $4, updated_at = now() where id = $1`,
            [application.id, step, JSON.stringify(data), applicantType],
          );
          const saved = await loadApplication(tx, application.id);
          return applicationView(tx, saved!, linkExpiresAt);
        });
        return reply.header('cache-control', 'private, no-store').send(view);
      },
    );
  }

  await app.register(applicationDocumentRoutes);
  await app.register(applicationConsentRoutes);
  await app.register(applicationSubmissionRoutes);
};

