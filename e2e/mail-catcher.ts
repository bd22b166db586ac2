/**
 * A local SMTP server for the browser tests: the API sends its mail here (SMTP_URL), as it would
 * to a real server, and each message is written to `var/e2e-mail/` for the tests to read
 * (`tests/mailbox.ts`). Started by playwright.config.ts before the site.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './mail-settings';

rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
mkdirSync(E2E_MAIL_DIR, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${received}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(E2E_SMTP_PORT, '127.0.0.1', () => console.log(`Correo de pruebas en smtp://127.0.0.1:${E2E_SMTP_PORT}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
