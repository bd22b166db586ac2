import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The site's design tokens, read from the one file that decides them (shared/src/ui/tokens.css),
 * so the e-mails wear the same colours and type as the pages without a second copy to keep.
 */
function readDesignTokens(): Record<string, string> {
  const css = readFileSync(fileURLToPath(import.meta.resolve('@fvc/shared/ui/tokens.css')), 'utf8');
  return Object.fromEntries([...css.matchAll(/--fvc-([a-z0-9-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

const tokens = readDesignTokens();
const token = (name: string): string => {
  const value = tokens[name];
  if (!value) throw new Error(`Falta el token de diseño --fvc-${name} en tokens.css`);
  return value;
};

export const MAIL_BRAND = {
  brand: token('color-brand'),
  brandStrong: token('color-brand-strong'),
  accent: token('color-accent'),
  text: token('color-text'),
  muted: token('color-text-muted'),
  surfaceAlt: token('color-surface-alt'),
  border: token('color-border'),
  fontFamily: token('font-family'),
  radius: token('radius'),
} as const;
