// The rules of customer access, as plain values and functions with no schema import: the API's
// schemas and the browser's forms both read them from here, so the two cannot disagree.

/** NIST SP 800-63B: length, not composition; the API also refuses common passwords. */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** The e-mailed sign-in code: 6 digits, valid 5 minutes, 5 tries. */
export const SIGN_IN_CODE = { length: 6, validMinutes: 5, maxAttempts: 5 } as const;

export const EMAIL_MAX_LENGTH = 254;

/** Contract numbers as printed on the contract, e.g. FVC-2024-000123. */
export const CONTRACT_NUMBER_PATTERN = '^FVC-[0-9]{4}-[0-9]{6}$';

/**
 * RFC: 3 letters (persona moral) or 4 (persona física), the date YYMMDD and a 3-character
 * homoclave whose last character is a digit or A (the check digit).
 */
export const RFC_PATTERN = '^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{2}[0-9A]$';

/**
 * The e-mail addresses the API accepts: its schemas say `format: 'email'`, which Fastify checks
 * with ajv-formats' regular expression. This is that expression, so a form never lets through an
 * address the API refuses (an accent, a space, no dot after the @). A test keeps the two the same.
 */
export const EMAIL_PATTERN =
  "^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$";

/** Upper-cased, without spaces or dashes: how customers type an RFC is not how it is stored. */
export function normalizeRfc(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function normalizeContractNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The pattern and a real calendar date (leap years included) in the RFC's YYMMDD. */
export function isValidRfc(value: string): boolean {
  const rfc = normalizeRfc(value);
  if (!new RegExp(RFC_PATTERN).test(rfc)) return false;
  const date = rfc.slice(rfc.length - 9, rfc.length - 3);
  const yy = Number(date.slice(0, 2));
  const month = Number(date.slice(2, 4));
  const day = Number(date.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  // The century is not in the RFC: February 29 is valid when either reading is a leap year,
  // and 19YY and 20YY are leap together except for 1900, which is not (2000 is).
  const leap = yy % 4 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

/** Spanish messages the forms and the API share for the same rule. */
export const ACCESS_MESSAGES = {
  rfc: 'Escribe un RFC válido: 12 caracteres (persona moral) o 13 (persona física), con fecha real y homoclave.',
  contractNumber: 'Escribe el número de contrato como aparece en tu contrato, por ejemplo FVC-2024-000123.',
  passwordLength: `La contraseña debe tener de ${PASSWORD_LIMITS.min} a ${PASSWORD_LIMITS.max} caracteres.`,
  passwordCommon: 'Esa contraseña es muy común y fácil de adivinar. Elige otra, por ejemplo una frase de varias palabras.',
  email: 'Escribe un correo electrónico válido.',
  code: `Escribe los ${SIGN_IN_CODE.length} dígitos del código que te enviamos.`,
} as const;
