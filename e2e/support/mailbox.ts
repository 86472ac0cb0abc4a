import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Mails already read, by file name: the sink writes each file once, and a run ends with hundreds of them. */
const read = new Map<string, ReceivedMail>();

function allMail(): ReceivedMail[] {
  return readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      let mail = read.get(file);
      if (!mail) {
        mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as ReceivedMail;
        read.set(file, mail);
      }
      return mail;
    });
}

/** Waits for the newest e-mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = allMail()
      .reverse()
      .find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} matching ${subject}`);
}

/** The e-mails to `to` whose subject matches, received so far (a count: each was sent once or more). */
export function mailsTo(to: string, subject: RegExp): ReceivedMail[] {
  return allMail().filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
}

/** The first link in the e-mail whose path starts with `pathPrefix` (e.g. '/auth/verify-email'). */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/.?]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in: ${mail.text}`);
  return match[0];
}
