import { readFileSync } from 'node:fs';
import { ACCESS_MESSAGES, PASSWORD_LIMITS } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';

// Loaded once, on first use: ~20,000 lines, a few milliseconds.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/**
 * Words an attacker tries first against a site like this one, with a year or a "!" after them
 * (issue #66: "Verano2026", "Mexico2026!"): seasons, months, the country, the products financed.
 * The company's and its brands' names come from the database (`siteWords`).
 */
const GUESSED_WORDS = new Set([
  'verano', 'invierno', 'primavera', 'otono', 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto',
  'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre', 'mexico', 'méxico', 'camion', 'camiones', 'autobus',
  'autobuses', 'tractocamion', 'trailer', 'credito', 'arrendamiento', 'financiamiento', 'financiera', 'flotilla', 'cliente',
  'clientes', 'portal', 'contrasena', 'password', 'bienvenido', 'bienvenida',
]);

/** Lower case, without accents, spaces or what surrounds the letters: "¡Verano 2026!" -> "verano". */
function coreOf(password: string): string {
  return password
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/**
 * NIST SP 800-63B: 8 to 128 characters, any characters, no composition rules, and not a password
 * everyone guesses first: a common one, a personal value (the e-mail, the RFC), or a word of the
 * site (the company, a brand, a product, a season or month) with digits and symbols around it.
 * Returns the Spanish message for the field, or null when it is fine.
 */
export function passwordProblem(password: string, personal: string[] = [], siteWords: ReadonlySet<string> = new Set()): string | null {
  const length = [...password].length;
  if (length < PASSWORD_LIMITS.min || length > PASSWORD_LIMITS.max) return ACCESS_MESSAGES.passwordLength;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return ACCESS_MESSAGES.passwordCommon;
  if (personal.some((value) => value && lower === value.toLowerCase())) return ACCESS_MESSAGES.passwordCommon;
  const core = coreOf(password);
  if (core.length >= 3 && (GUESSED_WORDS.has(core) || siteWords.has(core) || commonPasswords().has(core))) return ACCESS_MESSAGES.passwordCommon;
  return null;
}

/**
 * The company's and its brands' names as a guesser writes them: each name, and each run of its
 * words, joined ("financieravial", "vialdelcentro"). Read when a password is set.
 */
export async function siteWords(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>(
    'select name from company where id = 1 union all select legal_name from company where id = 1 union all select title from brands',
  );
  const words = new Set<string>();
  for (const { name } of rows) {
    const parts = name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((part) => part.length > 0 && !['sa', 'de', 'cv', 'sofom', 'enr'].includes(part));
    for (let start = 0; start < parts.length; start += 1) {
      for (let end = start + 1; end <= parts.length; end += 1) {
        const run = parts.slice(start, end).join('');
        if (run.length >= 3) words.add(run);
      }
    }
  }
  return words;
}
