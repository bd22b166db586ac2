import { createHash } from 'node:crypto';

/** A constant inline script as a CSP source (`'sha256-…'`): the browser runs it only while its text is exactly this. */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
