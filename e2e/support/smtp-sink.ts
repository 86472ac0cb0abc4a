import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/**
 * A real SMTP server the product sends to during browser tests; each message is written as JSON so the
 * test workers (other processes) can read it.
 */
export function startSmtpSink(port: number, dir: string): Promise<SMTPServer> {
  mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          counter += 1;
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const file = path.join(dir, `${Date.now()}-${String(counter).padStart(5, '0')}.json`);
          // Written aside, then renamed: a worker reading the directory never finds half a file.
          writeFileSync(`${file}.part`, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '' }));
          renameSync(`${file}.part`, file);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
