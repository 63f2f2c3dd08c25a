import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { loadOnce } from './load-once.ts';

/** nodemailer holds ~20 MB once loaded: it is loaded by the first message, not at start. */
const loadNodemailer = loadOnce(async () => (await import('nodemailer')).default);

/** A transport made when the first message goes out; closing one never opened does nothing. */
function openedOnFirstSend<T extends { close(): void }>(open: (mailer: typeof nodemailer) => T) {
  let transport: T | undefined;
  return {
    get: async () => {
      const mailer = await loadNodemailer();
      return (transport ??= open(mailer));
    },
    close: () => transport?.close(),
  };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where answers go when it is not the sender (the contact form: the shopper who wrote). */
  replyTo?: { name: string; address: string };
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message is written as an .eml file to the outbox
 * folder (and logged), so the embedded shop works with no mail server and tests can read mail.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = openedOnFirstSend((mailer) => mailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport.get()).sendMail({ from: options.from, ...message });
      },
      close: transport.close,
    };
  }
  const transport = openedOnFirstSend((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      // The recipient is personal data: the file in the outbox names it, the log does not.
      options.log.info({ subject: message.subject, file }, 'mail written to outbox');
    },
    close: transport.close,
  };
}
