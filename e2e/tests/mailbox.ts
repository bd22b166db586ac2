import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from '../mail-settings';

function receivedMessages(): string[] {
  try {
    return readdirSync(E2E_MAIL_DIR)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8'));
  } catch {
    return [];
  }
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
