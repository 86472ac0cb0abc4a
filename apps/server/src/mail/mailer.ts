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
  /** Text files sent with the message (a booking's .ics). */
  attachments?: { filename: string; contentType: string; content: string }[];
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
      await db.insert(devMailbox).values({
        id: newId(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments ?? null,
      });
      log.info(`\n── E-mail (casella di sviluppo) ──\nA: ${message.to}\nOggetto: ${message.subject}\n\n${message.text}\n──────────────`);
      // The log line is JSON, where a link sits inside an escaped string: each link also gets a plain line a
      // person can click in the terminal.
      if (INFO_LEVELS.has(log.level)) process.stdout.write(plainLinkLines(message));
    },
  };
}

const INFO_LEVELS = new Set(['trace', 'debug', 'info']);

/** `E-mail a <to> («<subject>»): <link>` for every link of the message's text. */
export function plainLinkLines(message: MailMessage): string {
  // A full stop or comma after a link ends the sentence, not the link.
  const links = (message.text.match(/https?:\/\/[^\s"'<>]+/g) ?? []).map((link) => link.replace(/[.,;:!?)»]+$/, ''));
  return links.map((link) => `E-mail a ${message.to} («${message.subject}»): ${link}\n`).join('');
}
