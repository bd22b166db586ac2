import assert from 'node:assert/strict';
import { APPLICATION_TOKEN_HEADER, curpCheckDigit, documentsFor, rfcCheckDigit } from '@fvc/shared/contracts/rules';
import type { App } from '../app';
import { lastMailTo } from './build-test-app';
import { MINIMAL_PDF, multipartBody } from './multipart';

/**
 * A credit application made as a visitor makes it, through the applicant's own routes: a quote,
 * the application from it, every step, the documents, the consents signed with the e-mailed code
 * and the submission. The quote and the application give the same e-mail.
 */

export interface TestApplicant {
  firstName: string;
  lastNames: string;
  /** The RFC's first 10 characters (letters and birth date) and homoclave; the check digit is computed. */
  rfc: string;
  /** The CURP's first 17 characters; the check digit is computed. */
  curp: string;
  birthDate: string;
  email: string;
  ip: string;
  applicantType: 'fisica' | 'fisica-empresarial';
}

/** Three applicants whose RFC and CURP agree with their birth dates. */
export const ANA: TestApplicant = { firstName: 'Ana', lastNames: 'Torres Álvarez', rfc: 'TOAA800101AB', curp: 'TOAA800101MDFRLN0', birthDate: '1980-01-01', email: 'ana.torres@example.com', ip: '198.51.100.1', applicantType: 'fisica' };
export const BRUNO: TestApplicant = { firstName: 'Bruno', lastNames: 'Díaz Peña', rfc: 'DIPB750615K3', curp: 'DIPB750615HJCZXR0', birthDate: '1975-06-15', email: 'bruno.flotillas@example.com', ip: '198.51.100.2', applicantType: 'fisica-empresarial' };
export const CARLA: TestApplicant = { firstName: 'Carla', lastNames: 'Ruiz Mena', rfc: 'RUMC900320PQ', curp: 'RUMC900320MNLZNR0', birthDate: '1990-03-20', email: 'carla.ruiz@example.com', ip: '198.51.100.3', applicantType: 'fisica' };

export const rfcOf = (person: TestApplicant) => `${person.rfc}${rfcCheckDigit(person.rfc)}`;
export const curpOf = (person: TestApplicant) => `${person.curp}${curpCheckDigit(person.curp)}`;

/** The token in an e-mailed link (`…/solicitud/continuar#t=<token>`). */
export const tokenInMail = (body: string) => /solicitud\/continuar#t=([^\s]+)/.exec(body)?.[1];

export interface TestApplication {
  applicationId: string;
  headers: Record<string, string>;
}

/** A quote (a Cumbre C45 on credit) and its application with every step saved: a draft. */
export async function startApplication(app: App, person: TestApplicant): Promise<TestApplication> {
  const [version] = await app.db.query<{ id: number }>(
    `select v.id from vehicle_versions v join vehicle_models m on m.id = v.model_id where m.slug = 'cumbre-c45' order by v.sort_order limit 1`,
  );
  const quote = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    remoteAddress: person.ip,
    payload: {
      versionId: version!.id,
      plan: 'credit',
      personType: 'fisica',
      downPayment: 0.2,
      termMonths: 48,
      insurance: 'financed',
      name: `${person.firstName} ${person.lastNames}`,
      email: person.email,
      phone: '55 1234 5678',
      state: 'Querétaro',
      acceptsPrivacy: true,
    },
  });
  assert.equal(quote.statusCode, 201, quote.body);
  const started = await app.inject({ method: 'POST', url: '/api/applications', remoteAddress: person.ip, payload: { quoteId: quote.json().id } });
  assert.equal(started.statusCode, 201, started.body);
  const { applicationId, token } = started.json<{ applicationId: string; token: string }>();
  const headers = { [APPLICATION_TOKEN_HEADER]: token };
  const put = async (step: string, payload: object) => {
    const saved = await app.inject({ method: 'PUT', url: `/api/applications/current/steps/${step}`, headers, remoteAddress: person.ip, payload });
    assert.equal(saved.statusCode, 200, `${step}: ${saved.body}`);
  };
  await put('solicitante', {
    applicantType: person.applicantType,
    firstName: person.firstName,
    lastNames: person.lastNames,
    rfc: rfcOf(person),
    curp: curpOf(person),
    birthDate: person.birthDate,
    phone: '442 123 4567',
    email: person.email,
    ...(person.applicantType === 'fisica-empresarial' ? { activity: 'Autotransporte de carga' } : {}),
  });
  await put('domicilio', { postalCode: '76000', colonia: 'Centro', street: 'Av. Juárez', exteriorNumber: '100', interiorNumber: '4', municipality: 'Querétaro', state: 'Querétaro' });
  await put(
    'actividad',
    person.applicantType === 'fisica'
      ? { kind: 'income', occupation: 'Operadora', employer: 'Transportes del Centro', monthlyIncome: 45000, yearsInActivity: 6 }
      : { kind: 'fleet', businessActivity: 'Fletes refrigerados', annualSales: 12000000, fleetSize: 8, yearsInOperation: 12 },
  );
  await put('referencias', {
    references: [
      { name: 'Luis Gómez', phone: '442 765 4321', relationship: 'Cliente' },
      { name: 'Marta Sánchez', phone: '442 111 2222', relationship: 'Proveedor' },
    ],
  });
  return { applicationId, headers };
}

/** The required documents, the consents signed with the e-mailed code, and the submission: its folio. */
export async function completeAndSubmit(app: App, person: TestApplicant, started: TestApplication): Promise<TestApplication & { folio: string }> {
  const { headers } = started;
  for (const document of documentsFor(person.applicantType).filter((item) => !item.optional)) {
    const { payload, headers: form } = multipartBody({}, [{ field: 'file', filename: `${document.key}.pdf`, contentType: 'application/pdf', content: MINIMAL_PDF }]);
    const uploaded = await app.inject({ method: 'PUT', url: `/api/applications/current/documents/${document.key}`, headers: { ...headers, ...form }, remoteAddress: person.ip, payload });
    assert.equal(uploaded.statusCode, 200, `${document.key}: ${uploaded.body}`);
  }
  assert.equal((await app.inject({ method: 'POST', url: '/api/applications/current/consents/code', headers, remoteAddress: person.ip })).statusCode, 200);
  const code = /\b(\d{6})\b/.exec((await lastMailTo(app, person.email, 'application-code'))!.body_text)![1]!;
  const signed = await app.inject({ method: 'POST', url: '/api/applications/current/consents', headers, remoteAddress: person.ip, payload: { privacy: true, buro: true, sat: true, code } });
  assert.equal(signed.statusCode, 200, signed.body);
  const submitted = await app.inject({ method: 'POST', url: '/api/applications/current/submit', headers, remoteAddress: person.ip });
  assert.equal(submitted.statusCode, 200, submitted.body);
  return { ...started, folio: submitted.json<{ folio: string }>().folio };
}

/** Start, complete and submit. */
export const applyOnline = async (app: App, person: TestApplicant) => completeAndSubmit(app, person, await startApplication(app, person));
