import { z } from 'zod';
import { EMAIL_CHANNEL_MESSAGES as M } from '../i18n/email-channel.js';

/**
 * The e-mail channel's settings (issue 47): the mailbox is read over IMAP and answered over SMTP. The password (an app
 * password for Gmail and Outlook) is sent once and never returned.
 */
const host = z
  .string(M.hostInvalid)
  .trim()
  .min(1, M.hostInvalid)
  .max(253, M.hostInvalid)
  .regex(/^[A-Za-z0-9.-]+$/, M.hostInvalid);
const port = z.coerce.number(M.portInvalid).int(M.portInvalid).min(1, M.portInvalid).max(65535, M.portInvalid);

export const emailServerSchema = z.object({
  address: z.string(M.addressInvalid).trim().toLowerCase().max(254, M.addressInvalid).email(M.addressInvalid),
  imapHost: host,
  imapPort: port,
  /** true: TLS from the first byte (993); false: STARTTLS when the server offers it (143). */
  imapTls: z.boolean(),
  smtpHost: host,
  smtpPort: port,
  /** true: TLS from the first byte (465); false: STARTTLS when the server offers it (587). */
  smtpTls: z.boolean(),
  username: z.string(M.usernameRequired).trim().min(1, M.usernameRequired).max(254, M.tooLong),
  password: z.string(M.passwordRequired).min(1, M.passwordRequired).max(1024, M.tooLong),
  /** Where an answered message is moved; empty: it stays in the inbox, marked as read. */
  moveToFolder: z
    .string(M.folderInvalid)
    .trim()
    .max(200, M.folderInvalid)
    .regex(/^[^\r\n"*%]*$/, M.folderInvalid)
    // null as well: the page sends what this schema gave it (an empty field is null).
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type EmailServerInput = z.input<typeof emailServerSchema>;
export type EmailServerSettings = z.output<typeof emailServerSchema>;

export const emailConnectionSchema = z.object({
  status: z.enum(['pending', 'connected']),
  address: z.string(),
  imapHost: z.string(),
  imapPort: z.number(),
  imapTls: z.boolean(),
  smtpHost: z.string(),
  smtpPort: z.number(),
  smtpTls: z.boolean(),
  username: z.string(),
  moveToFolder: z.string().nullable(),
  connectedAt: z.string(),
  /** Since when the mailbox cannot be read (its server does not answer, or refuses the password); null while it is read. */
  unreachableSince: z.string().nullable(),
});
export type EmailConnection = z.infer<typeof emailConnectionSchema>;

export const emailTestResultSchema = z.object({ message: z.string() });

/** The hints the card gives for the usual providers (they need an app password, not the account's). */
export const EMAIL_PROVIDER_PRESETS = {
  gmail: { imapHost: 'imap.gmail.com', imapPort: 993, imapTls: true, smtpHost: 'smtp.gmail.com', smtpPort: 465, smtpTls: true },
  outlook: {
    imapHost: 'outlook.office365.com',
    imapPort: 993,
    imapTls: true,
    smtpHost: 'smtp.office365.com',
    smtpPort: 587,
    smtpTls: false,
  },
} as const;
