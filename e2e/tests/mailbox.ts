import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_MAIL_DIR } from '../mail-settings';

/** Raw messages, oldest first (files are named by arrival time). */
function receivedFiles(): Array<{ receivedAt: number; raw: string; file: string }> {
  try {
    return readdirSync(E2E_MAIL_DIR)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => ({ receivedAt: Number(file.split('-')[0]), raw: readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8'), file }))
      .sort((a, b) => a.file.localeCompare(b.file, undefined, { numeric: true }));
  } catch {
    return [];
  }
}

function receivedMessages(): string[] {
  return receivedFiles().map((message) => message.raw);
}

export interface ReceivedMail {
  subject: string;
  text: string;
  /** The HTML part, as a mail client renders it. */
  html: string;
}

/**
 * The newest message to `to`, received after `since`, whose decoded subject and text pass
 * `matches` (quoted-printable and encoded subjects decoded, as a mail client would).
 */
export async function expectMailTo(to: string, since: number, matches: (mail: ReceivedMail) => boolean, timeout = 20_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const candidates = receivedFiles().filter((message) => message.receivedAt >= since && message.raw.includes(to));
        for (const candidate of candidates.reverse()) {
          const parsed = await simpleParser(candidate.raw);
          const mail = { subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
          if (matches(mail)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout, intervals: [300], message: `un correo para ${to}` },
    )
    .toBe(true);
  return found!;
}

/**
 * Waits until the test SMTP server (mail-catcher.ts) has received a message that passes `matches`
 * and returns it. The API's outbox worker sends every second in the browser tests.
 */
export async function expectMail(matches: (message: string) => boolean, timeout = 20_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = receivedMessages().find(matches);
      return found !== undefined;
    }, { timeout, intervals: [500], message: 'un correo recibido por el servidor SMTP de pruebas' })
    .toBe(true);
  return found!;
}
