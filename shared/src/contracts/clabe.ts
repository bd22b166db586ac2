import { MEXICAN_BANKS } from './mexican-banks';

/** The weights of a CLABE's control digit, repeated over its first 17 digits. */
const WEIGHTS = [3, 7, 1] as const;

/** The 18th digit of a CLABE, from its first 17 (the Banco de México rule). */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += (Number(first17[index]) * WEIGHTS[index % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

/** Spaces and dashes a person may type between the groups of digits are left out. */
export const normalizeClabe = (typed: string) => typed.replace(/[\s-]/g, '');

export type ClabeCheck = { ok: true; clabe: string; bankCode: string; bankName: string } | { ok: false; message: string };

/**
 * A CLABE as a customer types it, checked as the bank would: 18 digits, its control digit, and a
 * bank of the catalog in its first three. The same messages on the form and from the API.
 */
export function checkClabe(typed: string): ClabeCheck {
  const clabe = normalizeClabe(typed);
  if (!clabe) return { ok: false, message: 'Escribe la CLABE de tu cuenta (18 dígitos).' };
  if (!/^\d+$/.test(clabe)) return { ok: false, message: 'La CLABE solo lleva números.' };
  if (clabe.length !== 18) return { ok: false, message: `La CLABE tiene 18 dígitos; escribiste ${clabe.length}.` };
  if (clabeCheckDigit(clabe) !== Number(clabe[17])) {
    return { ok: false, message: 'El dígito verificador de la CLABE no coincide: revisa que la hayas copiado completa y sin errores.' };
  }
  const bankCode = clabe.slice(0, 3);
  const bankName = MEXICAN_BANKS[bankCode];
  if (!bankName) return { ok: false, message: `No reconocemos el banco de esta CLABE (código ${bankCode}). Revisa los primeros tres dígitos.` };
  return { ok: true, clabe, bankCode, bankName };
}

/** What a screen or a letter shows of an account: its bank and last four digits. */
export const maskedClabe = (clabe: string) => `•••• ${clabe.slice(-4)}`;

/** Groups of 3-3-11-1 digits, as banks print a CLABE, for reading it aloud or copying it by eye. */
export const groupedClabe = (clabe: string) => `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`;
