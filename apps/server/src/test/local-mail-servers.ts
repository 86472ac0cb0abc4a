import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, appendFileSync, chmodSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The real mail servers of the e-mail channel's tests (issue 47): Debian's Dovecot as the IMAP server and a real SMTP
 * receiver (smtp-server). Dovecot runs with its own configuration file, a temporary mail directory, its own port and
 * a passwd-file of users; no system service. As root it drops to Dovecot's own users; as anyone else it runs as them.
 */
export interface LocalImap {
  host: string;
  port: number;
  addUser(user: string, password: string): void;
  /** A message arriving in the user's inbox (IMAP APPEND, as a delivery agent would put it there). */
  deliver(user: string, password: string, raw: string): Promise<void>;
  /** The inbox's messages and their flags, to see what the reader marked or moved. */
  inbox(user: string, password: string, folder?: string): Promise<{ uid: number; seen: boolean; subject: string }[]>;
  close(): Promise<void>;
}

const DOVECOT = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].find((p) => existsSync(p)) ?? 'dovecot';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once the port takes a connection (Dovecot listening), rejects if the process ends first. */
async function listening(port: number, child: ChildProcess, log: string): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`dovecot stopped: ${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startDovecot(): Promise<LocalImap> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agenti-dovecot-'));
  const mail = path.join(dir, 'mail');
  mkdirSync(mail);
  const passwd = path.join(dir, 'passwd');
  writeFileSync(passwd, '');
  const port = await freePort();
  const me = os.userInfo();
  const root = me.uid === 0;
  if (root) {
    // Dovecot's processes run as its own users and the mail as nobody: they reach the files in the temp folder.
    chmodSync(dir, 0o755);
    chmodSync(mail, 0o777);
    chmodSync(passwd, 0o644);
  }
  const conf = path.join(dir, 'dovecot.conf');
  const log = path.join(dir, 'dovecot.log');
  writeFileSync(
    conf,
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${log}`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      // Tests only, on 127.0.0.1: passwords in clear over a plain socket.
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      // A refused password is answered at once (2 s by default): the tests try wrong ones on purpose.
      'auth_failure_delay = 0',
      `default_internal_user = ${root ? 'dovecot' : me.username}`,
      `default_login_user = ${root ? 'dovenull' : me.username}`,
      'first_valid_uid = 1',
      'passdb {',
      '  driver = passwd-file',
      `  args = scheme=PLAIN username_format=%u ${passwd}`,
      '}',
      'userdb {',
      '  driver = static',
      `  args = uid=${root ? 'nobody' : me.uid} gid=${root ? 'nogroup' : os.userInfo().gid} home=${mail}/%u`,
      '}',
      'mail_location = maildir:~/Maildir',
      'service imap-login {',
      '  chroot =',
      '  inet_listener imap {',
      `    port = ${port}`,
      '    address = 127.0.0.1',
      '  }',
      '  inet_listener imaps {',
      '    port = 0',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(DOVECOT, ['-F', '-c', conf], { stdio: 'ignore' });
  await listening(port, child, log);

  const client = async (user: string, password: string) => {
    const c = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false });
    c.on('error', () => undefined);
    await c.connect();
    return c;
  };
  return {
    host: '127.0.0.1',
    port,
    addUser: (user, password) => appendFileSync(passwd, `${user}:{PLAIN}${password}\n`),
    async deliver(user, password, raw) {
      const c = await client(user, password);
      try {
        await c.append('INBOX', raw);
      } finally {
        await c.logout();
      }
    },
    async inbox(user, password, folder = 'INBOX') {
      const c = await client(user, password);
      try {
        await c.mailboxOpen(folder);
        const found: { uid: number; seen: boolean; subject: string }[] = [];
        if (!c.mailbox || c.mailbox.exists === 0) return found;
        for await (const m of c.fetch('1:*', { uid: true, flags: true, envelope: true })) {
          found.push({ uid: m.uid, seen: Boolean(m.flags?.has('\\Seen')), subject: m.envelope?.subject ?? '' });
        }
        return found;
      } finally {
        await c.logout();
      }
    },
    async close() {
      // Stopped already (a test that stops the server to see what an outage does): nothing left to wait for.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CapturedMail {
  envelopeFrom: string;
  to: string[];
  user: string;
  mail: ParsedMail;
}

export interface LocalSmtp {
  port: number;
  received: CapturedMail[];
  addUser(user: string, password: string): void;
  /** Resolves with the first message (already received or still to come) that `match` accepts. */
  next(match: (m: CapturedMail) => boolean): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** The body that connects a mailbox (`PUT /api/agents/:id/channels/email`) held by these local servers, without TLS. */
export const localMailboxSettings = (imap: LocalImap, smtp: LocalSmtp, box: { user: string; password: string }) => ({
  address: box.user,
  imapHost: imap.host,
  imapPort: imap.port,
  imapTls: false,
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpTls: false,
  username: box.user,
  password: box.password,
});

/** A real SMTP server that takes AUTH (the mailbox's user and password, refused otherwise) and keeps what it is sent. */
export async function startSmtpReceiver(): Promise<LocalSmtp> {
  const users = new Map<string, string>();
  const received: CapturedMail[] = [];
  const waiting: { match: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username && users.get(auth.username) === auth.password) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const captured: CapturedMail = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            user: String(session.user ?? ''),
            mail,
          };
          received.push(captured);
          for (const w of waiting.splice(0)) {
            if (w.match(captured)) w.resolve(captured);
            else waiting.push(w);
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    received,
    addUser: (user, password) => void users.set(user, password),
    next(match) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
