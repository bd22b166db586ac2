// The rules of an online credit application (issue #72, decision 0055) as plain values and
// functions with no schema import: the application's steps in mf-calculator, the API that checks
// every step again and the plan pages' document lists all read them from here.
import { TAX_DATA_CONSENT_TEXT } from './lead-limits';

export const APPLICANT_TYPES = ['fisica', 'fisica-empresarial', 'moral'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

export const APPLICANT_TYPE_NAMES: Record<ApplicantType, string> = {
  fisica: 'Persona física',
  'fisica-empresarial': 'Persona física con actividad empresarial',
  moral: 'Persona moral',
};

/** A quote is made for a física or a moral; the first two applicant types both come from a física quote. */
export const personTypeOf = (applicantType: ApplicantType): 'fisica' | 'moral' => (applicantType === 'moral' ? 'moral' : 'fisica');

export const APPLICATION_STATUSES = ['draft', 'received', 'in_review', 'documents_missing', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  draft: 'Borrador',
  received: 'Recibida',
  in_review: 'En revisión',
  documents_missing: 'Faltan documentos',
  approved: 'Aprobada',
  declined: 'No aprobada',
};

export const APPLICATION_STEPS = ['solicitante', 'domicilio', 'actividad', 'referencias', 'documentos', 'consentimientos'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const APPLICATION_STEP_NAMES: Record<ApplicationStep, string> = {
  solicitante: 'Datos del solicitante',
  domicilio: 'Domicilio',
  actividad: 'Ingresos o actividad',
  referencias: 'Referencias',
  documentos: 'Documentos',
  consentimientos: 'Autorizaciones',
};

/** The steps whose data is a form (PUT /api/applications/current/steps/:step); the last two have routes of their own. */
export const APPLICATION_DATA_STEPS = ['solicitante', 'domicilio', 'actividad', 'referencias'] as const;
export type ApplicationDataStep = (typeof APPLICATION_DATA_STEPS)[number];

export interface ApplicationDocument {
  /** Stable: the URL of its upload and the row that keeps it. Never renamed once used. */
  key: string;
  name: string;
  optional?: boolean;
}

// docs/product.md §9 "Person-type documents": the financial documents are the same for both person types.
const FINANCIAL_DOCUMENTS: readonly ApplicationDocument[] = [
  { key: 'estados-financieros', name: 'Estados financieros del último ejercicio y parciales con antigüedad no mayor a 3 meses' },
  { key: 'declaraciones-anuales', name: 'Declaraciones anuales de impuestos de los últimos 2 ejercicios' },
  { key: 'estados-de-cuenta', name: 'Estados de cuenta bancarios de los últimos 3 meses' },
  { key: 'facturas-unidades', name: 'Facturas de unidades actuales o concesiones de transporte', optional: true },
  { key: 'tarjetas-circulacion', name: 'Tarjetas de circulación de las unidades actuales', optional: true },
  { key: 'contratos-clientes', name: 'Contratos con clientes que respalden la operación de la unidad', optional: true },
];

/**
 * The documents a credit or lease application asks for, per person type: the plan pages list them
 * (the seed reads this constant) and the application asks for exactly these.
 */
export const APPLICATION_DOCUMENTS: Record<'fisica' | 'moral', readonly ApplicationDocument[]> = {
  fisica: [
    { key: 'identificacion', name: 'Identificación oficial vigente (INE o pasaporte)' },
    { key: 'acta-nacimiento', name: 'Acta de nacimiento o, si aplica, acta de matrimonio' },
    { key: 'constancia-fiscal', name: 'Constancia de situación fiscal (RFC)' },
    { key: 'comprobante-domicilio', name: 'Comprobante de domicilio con antigüedad no mayor a 3 meses' },
    ...FINANCIAL_DOCUMENTS,
  ],
  moral: [
    { key: 'identificacion-representante', name: 'Identificación oficial vigente del representante legal' },
    { key: 'constancia-fiscal', name: 'Constancia de situación fiscal (RFC) de la empresa' },
    { key: 'comprobante-domicilio', name: 'Comprobante de domicilio fiscal con antigüedad no mayor a 3 meses' },
    { key: 'acta-constitutiva', name: 'Acta constitutiva y poderes del representante legal, con datos de inscripción en el Registro Público' },
    ...FINANCIAL_DOCUMENTS,
  ],
};

/** A persona física con actividad empresarial brings a física's documents. */
export const documentsFor = (applicantType: ApplicantType): readonly ApplicationDocument[] => APPLICATION_DOCUMENTS[personTypeOf(applicantType)];

const MIB = 1024 * 1024;

/** Each document as a PDF or a photo, stated before the applicant chooses a file. */
export const APPLICATION_UPLOAD = {
  maxBytes: 10 * MIB,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  /** For an `<input accept>`. */
  accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  /** What the form says before the applicant picks a file. */
  hint: 'PDF, JPG o PNG de hasta 10 MB.',
} as const;

export type ApplicationUploadType = (typeof APPLICATION_UPLOAD.types)[number];

export const APPLICATION_LIMITS = {
  firstName: 80,
  lastNames: 120,
  companyName: 150,
  position: 80,
  activity: 120,
  occupation: 80,
  employer: 150,
  businessActivity: 150,
  phone: 20,
  email: 254,
  street: 150,
  colonia: 100,
  exteriorNumber: 20,
  interiorNumber: 20,
  municipality: 100,
  state: 60,
  referenceName: 120,
  relationship: 60,
  /** Exactly two personal or business references. */
  references: 2,
  /** Age on the day the applicant (or the representative's company) applies. */
  minAge: 18,
  maxAge: 85,
  /** Whole pesos a month. */
  monthlyIncome: { min: 1, max: 100_000_000 },
  /** Whole pesos a year. */
  annualSales: { min: 1, max: 100_000_000_000 },
  fleetSize: { min: 0, max: 100_000 },
  years: { min: 0, max: 100 },
  /** The e-mailed code that signs the consents. */
  consentCode: { length: 6, validMinutes: 10, maxAttempts: 5 },
} as const;

export const POSTAL_CODE_PATTERN = '^[0-9]{5}$';

/** SOL-2026-000001: the folio an application gets when it is submitted. */
export const APPLICATION_FOLIO_PATTERN = '^SOL-[0-9]{4}-[0-9]{6,}$';

/** The header that carries the application's link token (never the URL: a token in a URL lands in logs). */
export const APPLICATION_TOKEN_HEADER = 'X-Application-Token';

// ---- RFC and CURP ----------------------------------------------------------------------------

/** The alphabet of the RFC's check digit, in the SAT's order (value = index). */
const RFC_CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/**
 * The RFC's last character (the check digit of the homoclave), by the SAT's algorithm: the first
 * 12 characters (a moral's 11 with a space in front), each worth its place in the alphabet above,
 * weighted 13 down to 2; 11 minus the sum mod 11, with 11 -> 0 and 10 -> A.
 */
export function rfcCheckDigit(rfcWithoutCheck: string): string {
  const padded = rfcWithoutCheck.padStart(12, ' ');
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    const value = RFC_CHECK_ALPHABET.indexOf(padded[index]!);
    if (value < 0) return '';
    sum += value * (13 - index);
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'A' : String(digit);
}

/** The CURP's alphabet for its check digit (RENAPO): digits, then letters with Ñ after N. */
const CURP_CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** The CURP's 18th character: the first 17 weighted 18 down to 2, 10 minus the sum mod 10 (10 -> 0). */
export function curpCheckDigit(curpWithoutCheck: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CURP_CHECK_ALPHABET.indexOf(curpWithoutCheck[index] ?? '');
    if (value < 0) return '';
    sum += value * (18 - index);
  }
  return String((10 - (sum % 10)) % 10);
}

/** YYMMDD as a real date, given the century. */
function realDate(yymmdd: string, century: number): string | null {
  const iso = `${century + Number(yymmdd.slice(0, 2))}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const time = Date.parse(`${iso}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === iso ? iso : null;
}

/** An RFC's or CURP's YYMMDD is a real date in 19YY or 20YY. */
const isRealYymmdd = (yymmdd: string) => realDate(yymmdd, 1900) !== null || realDate(yymmdd, 2000) !== null;

/** Upper-cased, without spaces, dots or dashes: how people type an RFC or a CURP is not how it is kept. */
export const normalizeTaxId = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

const RFC_SHAPES = {
  fisica: { pattern: /^[A-ZÑ&]{4}[0-9]{6}[A-Z0-9]{2}[0-9A]$/, length: 13, who: 'persona física' },
  moral: { pattern: /^[A-ZÑ&]{3}[0-9]{6}[A-Z0-9]{2}[0-9A]$/, length: 12, who: 'persona moral' },
} as const;

/** The SAT's generic RFCs (public in general, foreigners): valid on an invoice, never an applicant's. */
const GENERIC_RFCS = new Set(['XAXX010101000', 'XEXX010101000']);

/**
 * What is wrong with an RFC, or null: its length for the person type, its shape, a real date and
 * the homoclave's check digit. The same Spanish sentence on the form and from the API.
 */
export function rfcProblem(value: string, personType: 'fisica' | 'moral'): string | null {
  const rfc = normalizeTaxId(value);
  const shape = RFC_SHAPES[personType];
  if (rfc.length === 0) return 'Escribe el RFC.';
  if (rfc.length !== shape.length) {
    return `El RFC de una ${shape.who} tiene ${shape.length} caracteres; este tiene ${rfc.length}.`;
  }
  if (!shape.pattern.test(rfc)) {
    return personType === 'fisica'
      ? 'El RFC debe tener 4 letras, la fecha (AAMMDD) y la homoclave de 3 caracteres, por ejemplo GODE561231GR8.'
      : 'El RFC debe tener 3 letras, la fecha de constitución (AAMMDD) y la homoclave de 3 caracteres.';
  }
  if (GENERIC_RFCS.has(rfc)) return 'Ese es un RFC genérico del SAT; escribe el RFC propio del solicitante.';
  if (!isRealYymmdd(rfc.slice(-9, -3))) return 'La fecha del RFC (AAMMDD) no es una fecha real.';
  if (rfcCheckDigit(rfc.slice(0, -1)) !== rfc.slice(-1)) {
    return 'El dígito verificador del RFC (el último carácter) no corresponde. Cópialo tal como aparece en tu constancia de situación fiscal.';
  }
  return null;
}

/** The states of birth in a CURP (RENAPO), NE for born abroad. */
const CURP_STATES = new Set([
  'AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR', 'HG', 'JC', 'MC', 'MN', 'MS', 'NT', 'NL', 'OC', 'PL',
  'QT', 'QR', 'SP', 'SL', 'SR', 'TC', 'TS', 'TL', 'VZ', 'YN', 'ZS', 'NE',
]);

// 4 letters (the second a vowel or X), birth date, sex (H, M, or X since RENAPO's 2023 change),
// state, 3 inner consonants, the differentiator (a digit before 2000, a letter from 2000) and the
// check digit. Ñ never appears: RENAPO writes it as X.
const CURP_PATTERN = /^[A-Z][AEIOUX][A-Z]{2}[0-9]{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z][0-9]$/;

/** The birth date in a CURP, as YYYY-MM-DD (the differentiator says the century), or null. */
export function curpBirthDate(value: string): string | null {
  const curp = normalizeTaxId(value);
  if (curp.length !== 18) return null;
  return realDate(curp.slice(4, 10), /[0-9]/.test(curp[16]!) ? 1900 : 2000);
}

/** What is wrong with a CURP, or null: 18 characters, its shape, a real date, the state and the check digit. */
export function curpProblem(value: string): string | null {
  const curp = normalizeTaxId(value);
  if (curp.length === 0) return 'Escribe la CURP.';
  if (curp.length !== 18) return `La CURP tiene 18 caracteres; esta tiene ${curp.length}.`;
  if (!CURP_PATTERN.test(curp)) {
    return 'La CURP debe tener 4 letras, la fecha de nacimiento (AAMMDD), H, M o X, el estado, 3 consonantes y 2 caracteres finales.';
  }
  if (!curpBirthDate(curp)) return 'La fecha de nacimiento de la CURP (AAMMDD) no es una fecha real.';
  if (!CURP_STATES.has(curp.slice(11, 13))) return 'La clave del estado de nacimiento de la CURP no existe.';
  if (curpCheckDigit(curp) !== curp[17]) {
    return 'El dígito verificador de la CURP (el último) no corresponde. Cópiala tal como aparece en tu identificación o en gob.mx/curp.';
  }
  return null;
}

/** A date typed as YYYY-MM-DD that exists. */
export function isCalendarDate(value: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Whole years between a YYYY-MM-DD date and `today` (YYYY-MM-DD). */
export function yearsSince(date: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(date.slice(0, 4));
  return today.slice(5) < date.slice(5) ? years - 1 : years;
}

/** The parts of the applicant step that these rules check beyond the schema's shape. */
export type ApplicantStepInput =
  | { applicantType: 'fisica' | 'fisica-empresarial'; rfc: string; curp: string; birthDate: string }
  | { applicantType: 'moral'; rfc: string; incorporationDate: string; representative: { rfc: string; curp: string } };

/**
 * Every problem of the applicant step the schema cannot see, by field (dotted paths, as the API's
 * validation errors name them): RFC and CURP with their check digits, that the RFC's and CURP's
 * dates are the birth (or incorporation) date typed, and the applicant's age.
 */
export function applicantStepProblems(step: ApplicantStepInput, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  // YYYY-MM-DD -> YYMMDD, as an RFC writes a date.
  const yymmdd = (date: string) => date.slice(2).replace(/-/g, '');
  if (step.applicantType === 'moral') {
    const rfc = rfcProblem(step.rfc, 'moral');
    if (rfc) problems.rfc = rfc;
    if (!isCalendarDate(step.incorporationDate) || step.incorporationDate > today) {
      problems.incorporationDate = 'Escribe la fecha de constitución de la empresa (no puede ser futura).';
    } else if (!rfc && normalizeTaxId(step.rfc).slice(3, 9) !== yymmdd(step.incorporationDate)) {
      problems.rfc = 'La fecha del RFC no coincide con la fecha de constitución.';
    }
    const representativeRfc = rfcProblem(step.representative.rfc, 'fisica');
    if (representativeRfc) problems['representative.rfc'] = representativeRfc;
    const representativeCurp = curpProblem(step.representative.curp);
    if (representativeCurp) problems['representative.curp'] = representativeCurp;
    return problems;
  }
  const rfc = rfcProblem(step.rfc, 'fisica');
  if (rfc) problems.rfc = rfc;
  const curp = curpProblem(step.curp);
  if (curp) problems.curp = curp;
  if (!isCalendarDate(step.birthDate)) {
    problems.birthDate = 'Escribe una fecha de nacimiento válida.';
  } else {
    const age = yearsSince(step.birthDate, today);
    if (age < APPLICATION_LIMITS.minAge) problems.birthDate = `El solicitante debe ser mayor de ${APPLICATION_LIMITS.minAge} años.`;
    else if (age > APPLICATION_LIMITS.maxAge) problems.birthDate = `La edad del solicitante no puede pasar de ${APPLICATION_LIMITS.maxAge} años.`;
    if (!rfc && normalizeTaxId(step.rfc).slice(4, 10) !== yymmdd(step.birthDate)) {
      problems.rfc = 'La fecha del RFC no coincide con la fecha de nacimiento.';
    }
    if (!curp && curpBirthDate(step.curp) !== step.birthDate) problems.curp = 'La fecha de la CURP no coincide con la fecha de nacimiento.';
  }
  return problems;
}

// ---- Consents -------------------------------------------------------------------------------

export const CONSENT_KINDS = ['privacy', 'buro', 'sat'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export interface ConsentText {
  /** Changes whenever a word of the text does: a signed record names the text it signed. */
  version: string;
  title: string;
  text: string;
  /** Whether the application can be submitted without it. */
  required: boolean;
}

/**
 * What the applicant signs with the e-mailed code, word for word: the form shows these texts and
 * the API stores each signed one with its version and the SHA-256 of the text.
 */
export const CONSENT_TEXTS: Record<ConsentKind, ConsentText> = {
  privacy: {
    version: 'privacidad-2026-01',
    title: 'Aviso de privacidad',
    required: true,
    text: 'Declaro que leí el Aviso de privacidad de Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R., publicado en /legales/aviso-de-privacidad, y consiento que mis datos personales, incluidos los financieros y patrimoniales, se traten para evaluar y, en su caso, formalizar y administrar esta solicitud de financiamiento.',
  },
  buro: {
    version: 'buro-2026-01',
    title: 'Autorización para consultar tu historial crediticio',
    required: true,
    text: 'Autorizo expresamente a Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R., para que lleve a cabo investigaciones sobre mi comportamiento crediticio (o el de la empresa que represento) en las Sociedades de Información Crediticia que estime conveniente. Conozco la naturaleza y el alcance de la información que se solicitará, del uso que se le dará y que se podrán realizar consultas periódicas de mi historial crediticio. Esta autorización tiene una vigencia de 3 años y, en todo caso, durante el tiempo que mantenga una relación jurídica con la financiera. Acepto que esta autorización, firmada con el código que recibí por correo, tiene la misma validez que mi firma autógrafa.',
  },
  sat: {
    version: 'sat-2026-01',
    title: 'Autorización para consultar tu información fiscal (SAT)',
    required: false,
    text: TAX_DATA_CONSENT_TEXT,
  },
};
