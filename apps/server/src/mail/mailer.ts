import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { devMailbox } from '../db/schema/platform.js';
import { newId } from '../db/ids.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP when configured (D6). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Without SMTP every message is kept in the database and printed with its links, so flows complete offline. */
export function createDevMailbox(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message) {
      await db
        .insert(devMailbox)
        .values({ id: newId(), to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
      log.info(`\n── E-mail (casella di sviluppo) ──\nA: ${message.to}\nOggetto: ${message.subject}\n\n${message.text}\n──────────────`);
    },
  };
}
