import path from 'node:path';

/** Where the browser tests' SMTP server listens and keeps what it receives. */
export const E2E_SMTP_PORT = 2525;
export const E2E_MAIL_DIR = path.resolve(import.meta.dirname, '..', 'var', 'e2e-mail');
