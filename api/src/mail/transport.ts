import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailSender {
  /** Delivers one message; rejects when it was not delivered. `id` names the .eml file. */
  send(id: string, message: Mail.Options): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  /** smtp://user:pass@host:port or smtps://…; without it, messages become .eml files. */
  smtpUrl?: string | undefined;
  /** Folder for .eml files when there is no SMTP server. */
  mailDir: string;
}

export function createMailSender({ smtpUrl, mailDir }: MailTransportOptions): MailSender {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(_id, message) {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }

  // Local use and tests: the exact bytes an SMTP server would receive, one file per message.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(id, message) {
      const info = await transport.sendMail(message);
      await mkdir(mailDir, { recursive: true });
      const file = join(mailDir, `${id}.eml`);
      // Write then rename, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
