import { HTTPS_PATTERN, LINK_PATTERN, SITE_PATH_PATTERN } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';

/** The rules every kind's form shares: limits said and checked, links, optional texts. */
export const tooLong = (what: string, limit: number) => ({ value: limit, message: `${what} admite hasta ${formatWholeNumber(limit)} caracteres.` });
export const limitHint = (limit: number) => `Hasta ${formatWholeNumber(limit)} caracteres.`;

const sitePathOrHttps = new RegExp(LINK_PATTERN);
export const LINK_HINT = 'Una página del sitio que empiece con / (p. ej. /planes) o una dirección https://.';

/** A link: a page of the site ("/planes") or an https address. `missing` when it is required, null when it may be empty. */
export const linkRule = (missing: string | null) => (url: string) => {
  const trimmed = url.trim();
  if (!trimmed) return missing ?? true;
  return sitePathOrHttps.test(trimmed) || 'Escribe una página del sitio que empiece con / o una dirección que empiece con https://.';
};

/** An optional text as the API takes it: trimmed, or null when nothing was typed. */
export const orNull = (value: string): string | null => value.trim() || null;
/** An optional value the form starts from: null is an empty input. */
export const orEmpty = (value: string | null): string => value ?? '';

// A page of the site, as the contract takes a plan card's link (one slash, then no second one).
const sitePath = new RegExp(SITE_PATH_PATTERN);
export const SITE_PATH_HINT = 'Una página del sitio que empiece con una sola / (p. ej. /planes-financiamiento/credito-directo).';

/** A required link to a page of the site only ("/planes-financiamiento/credito-directo"). */
export const sitePathRule = (missing: string) => (url: string) => {
  const trimmed = url.trim();
  if (!trimmed) return missing;
  return sitePath.test(trimmed) || 'Escribe una página del sitio que empiece con una sola /, sin https:// ni otro sitio.';
};

// An address on another site, as the contract takes a video or the company's links.
const httpsOnly = new RegExp(HTTPS_PATTERN);

/** An https address. `missing` when it is required, null when it may be empty. */
export const httpsRule = (missing: string | null) => (url: string) => {
  const trimmed = url.trim();
  if (!trimmed) return missing ?? true;
  return httpsOnly.test(trimmed) || 'Escribe una dirección que empiece con https://.';
};
