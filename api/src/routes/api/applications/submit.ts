import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SubmittedApplicationSchema,
  vehicleName,
  type ActivityStep,
  type ApplicantStep,
  type SubmittedApplication,
} from '@fvc/shared/contracts';
import { CONSENT_TEXTS } from '@fvc/shared/contracts/rules';
import { AppError } from '../../../app-error';
import { applicationReceivedMail, continueLink } from '../../../applications/application-mail';
import { applicationOfRequest, missingForSubmission, type ApplicationRow } from '../../../applications/application-store';
import type { Queryable } from '../../../db/database';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { APPLICATION_SECURITY } from './security';

const yearInMexico = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/Mexico_City' });

/** SOL-2026-000001: the year of the submission (Mexico City) and the next number of its sequence. */
async function nextApplicationFolio(db: Queryable, at: Date): Promise<string> {
  const [row] = await db.query<{ n: string }>(`select nextval('credit_application_folio_seq')::text as n`);
  if (!row) throw new Error('nextval(credit_application_folio_seq) no devolvió valor');
  return `SOL-${yearInMexico.format(at)}-${row.n.padStart(6, '0')}`;
}

/** Who the CRM calls: the person, or the company with its representative. */
function leadContact(applicant: ApplicantStep) {
  if (applicant.applicantType === 'moral') {
    const representative = `${applicant.representative.firstName} ${applicant.representative.lastNames}`;
    return { name: applicant.companyName, email: applicant.email, phone: applicant.phone, rfc: applicant.rfc, representative };
  }
  return { name: `${applicant.firstName} ${applicant.lastNames}`, email: applicant.email, phone: applicant.phone, rfc: applicant.rfc, representative: null };
}

/** What the CRM learns of an application besides the contact: its folio, the quote's terms, the fleet. */
function leadDetails(application: ApplicationRow, folio: string, representative: string | null) {
  const activity = application.steps.actividad as ActivityStep;
  return {
    folio,
    quoteFolio: application.quote_folio,
    applicantType: application.applicant_type,
    representative,
    vehicle: vehicleName(application.model, application.version),
    plan: application.plan,
    personType: application.person_type,
    termMonths: application.term_months,
    downPayment: Number(application.down_payment),
    monthlyPayment: Number(application.monthly_payment),
    ...(activity.kind === 'fleet' ? { fleetSize: activity.fleetSize, annualSales: activity.annualSales } : { monthlyIncome: activity.monthlyIncome }),
  };
}

export const applicationSubmissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/current/submit',
    {
      schema: {
        tags: ['solicitudes'],
        security: APPLICATION_SECURITY,
        summary: 'Enviar la solicitud',
        description:
          'Con cada paso completo, los documentos obligatorios subidos y el aviso de privacidad y la autorización del Buró de Crédito firmados: da el folio (SOL-AAAA-NNNNNN), pasa a “Recibida” con su fecha, envía el correo con el folio y el enlace para seguir su estado, y deja el prospecto para el CRM, en una sola transacción. Lo que falte responde 400 con cada parte en `fields`; una solicitud ya enviada, 409.',
        response: { 200: SubmittedApplicationSchema, ...errorResponses(400, 401, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const submitted = await app.db.transaction(async (tx): Promise<SubmittedApplication> => {
        const { application } = await applicationOfRequest(tx, app.applicationTokens, request, true);
        if (application.status !== 'draft') {
          throw new AppError(409, 'APPLICATION_ALREADY_SUBMITTED', `Tu solicitud ya se envió con el folio ${application.folio}. Sigue su estado en esta página.`);
        }
        const missing = await missingForSubmission(tx, application);
        if (missing.length > 0) {
          throw new AppError(
            400,
            'APPLICATION_INCOMPLETE',
            `Aún falta completar tu solicitud: ${missing.map((part) => part.message).join(' ')}`,
            Object.fromEntries(missing.map((part) => [part.field, part.message])),
          );
        }
        const now = new Date();
        const folio = await nextApplicationFolio(tx, now);
        await tx.query(
          `update credit_applications set status = 'received', folio = $2, submitted_at = $3, updated_at = $3 where id = $1`,
          [application.id, folio, now.toISOString()],
        );
        await tx.query(
          `insert into credit_application_events (application_id, status, note, created_at) values ($1, 'received', $2, $3)`,
          [application.id, 'Recibimos tu solicitud. Un analista la revisará y te escribiremos si falta algún documento.', now.toISOString()],
        );
        const contact = leadContact(application.steps.solicitante as ApplicantStep);
        const [sat] = await tx.query<{ signed_at: Date }>(
          `select signed_at from credit_consents where application_id = $1 and kind = 'sat' order by signed_at desc limit 1`,
          [application.id],
        );
        await tx.query(
          `insert into leads (source, application_id, name, email, phone, rfc, accepts_privacy, tax_consent_at, tax_consent_text, details)
           values ('application', $1, $2, $3, $4, $5, true, $6, $7, $8)`,
          [
            application.id,
            contact.name,
            contact.email,
            contact.phone,
            contact.rfc,
            sat ? new Date(sat.signed_at).toISOString() : null,
            sat ? CONSENT_TEXTS.sat.text : null,
            JSON.stringify(leadDetails(application, folio, contact.representative)),
          ],
        );
        // The status link renews the link's 30 days and keeps the nonce: the link in use still works.
        const { token } = app.applicationTokens.issue(application.id, application.token_nonce);
        await enqueueMail(tx, {
          kind: 'application-received',
          to: application.quote_email,
          ...applicationReceivedMail({ name: application.quote_name, folio, link: continueLink(app.auth.siteUrl, token) }),
        });
        return { folio, status: 'received' };
      });
      app.mail.enqueued();
      app.crm.enqueued();
      return reply.send(submitted);
    },
  );
};
