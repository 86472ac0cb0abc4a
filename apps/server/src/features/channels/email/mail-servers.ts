import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { EmailServerSettings } from '@app/shared/api/email-channel';
import { EMAIL_CHANNEL_MESSAGES } from '@app/shared/i18n/email-channel';
import type { Config } from '../../../config/config.js';
import { AppError, badRequest } from '../../../base/errors.js';
import { allowedPrivateHosts } from '../../../net/allowed-private-hosts.js';
import { isLocalName, isPrivateAddress } from '../../../net/public-address.js';

/** What reaching a mailbox needs: its servers, its user and its (app) password in clear, only in memory. */
export type MailboxAccess = Omit<EmailServerSettings, 'address' | 'moveToFolder'>;

/**
 * Where a mail server is reached (ADR 0310): the address its name resolved to, checked by the SSRF guard, with the name
 * kept for TLS (SNI and the certificate's check). A host named in CRAWLER_ALLOW_PRIVATE_HOSTS is reached by its name.
 */
export interface MailServer {
  host: string;
  servername?: string;
}
export interface MailServers {
  imap: MailServer;
  smtp: MailServer;
}

/** A mail server on a private, loopback or link-local address: an account must not reach the operator's network. */
export class PrivateMailServerError extends AppError {
  constructor(host: string) {
    super(400, 'EMAIL_HOST_PRIVATE', EMAIL_CHANNEL_MESSAGES.hostPrivate(host));
  }
}

/**
 * Resolves one server's name once and refuses a private address (PrivateMailServerError); the connection then goes to
 * that address, so a name that resolves elsewhere later (DNS rebinding) changes nothing. A name that does not
 * resolve is unreachable (502, the same error a closed port gives).
 */
export async function resolveMailServer(
  config: Pick<Config, 'CRAWLER_ALLOW_PRIVATE_HOSTS'>,
  host: string,
  port: number,
  which: 'imap' | 'smtp',
): Promise<MailServer> {
  const name = host.trim().toLowerCase();
  if (allowedPrivateHosts(config).has(name)) return { host: name };
  if (isLocalName(name)) throw new PrivateMailServerError(host);
  if (isIP(name)) {
    if (isPrivateAddress(name)) throw new PrivateMailServerError(host);
    return { host: name };
  }
  const addresses = await lookup(name, { all: true }).catch(() => []);
  if (addresses.length === 0) {
    throw which === 'imap'
      ? new AppError(502, 'EMAIL_IMAP_UNREACHABLE', EMAIL_CHANNEL_MESSAGES.imapUnreachable(host, port))
      : new AppError(502, 'EMAIL_SMTP_UNREACHABLE', EMAIL_CHANNEL_MESSAGES.smtpUnreachable(host, port));
  }
  if (addresses.some((a) => isPrivateAddress(a.address))) throw new PrivateMailServerError(host);
  return { host: addresses[0]!.address, servername: name };
}

export async function resolveMailServers(config: Pick<Config, 'CRAWLER_ALLOW_PRIVATE_HOSTS'>, access: MailboxAccess): Promise<MailServers> {
  return {
    imap: await resolveMailServer(config, access.imapHost, access.imapPort, 'imap'),
    smtp: await resolveMailServer(config, access.smtpHost, access.smtpPort, 'smtp'),
  };
}

/** Not longer than this to reach a server or hear its greeting: a wrong host or port fails the check in seconds. */
const CONNECT_TIMEOUT_MS = 10_000;

export function imapClient(access: MailboxAccess, server: MailServer): ImapFlow {
  return new ImapFlow({
    host: server.host,
    ...(server.servername ? { servername: server.servername } : {}),
    port: access.imapPort,
    secure: access.imapTls,
    auth: { user: access.username, pass: access.password },
    logger: false,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    // IDLE a second after the last command (ImapFlow waits 15 s by default): a new message is told at once. Without
    // IDLE, a NOOP every minute tells of new messages instead.
    autoIdleDelay: 1000,
    missingIdleCommand: 'NOOP',
    maxIdleTime: 60_000,
  });
}

export function smtpTransport(access: MailboxAccess, server: MailServer) {
  return nodemailer.createTransport({
    host: server.host,
    ...(server.servername ? { servername: server.servername } : {}),
    port: access.smtpPort,
    secure: access.smtpTls,
    auth: { user: access.username, pass: access.password },
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
  });
}

/** What 'Prova connessione' and saving learn of the inbox: where new messages start, and that the folder exists. */
export interface InboxState {
  uidValidity: number;
  uidNext: number;
}

/**
 * Logs in to both servers (IMAP: opens the inbox and looks for the folder; SMTP: EHLO and AUTH), or throws an
 * Italian error that says which server refused what: 400 for credentials, a missing folder or a private address, 502
 * for a server that cannot be reached.
 */
export async function checkMailbox(
  config: Pick<Config, 'CRAWLER_ALLOW_PRIVATE_HOSTS'>,
  access: MailboxAccess,
  moveToFolder: string | null,
): Promise<InboxState> {
  const servers = await resolveMailServers(config, access);
  const inbox = await checkImap(access, servers.imap, moveToFolder);
  await checkSmtp(access, servers.smtp);
  return inbox;
}

async function checkImap(access: MailboxAccess, server: MailServer, moveToFolder: string | null): Promise<InboxState> {
  const client = imapClient(access, server);
  // An error after the checks (a dropped socket) must not surface as an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    throw isAuthFailure(err)
      ? badRequest(EMAIL_CHANNEL_MESSAGES.imapLoginRefused, 'EMAIL_IMAP_LOGIN_REFUSED')
      : new AppError(502, 'EMAIL_IMAP_UNREACHABLE', EMAIL_CHANNEL_MESSAGES.imapUnreachable(access.imapHost, access.imapPort));
  }
  try {
    const inbox = await client.status('INBOX', { uidNext: true, uidValidity: true });
    if (moveToFolder) {
      const folders = await client.list();
      if (!folders.some((f) => f.path === moveToFolder || f.name === moveToFolder)) {
        throw badRequest(EMAIL_CHANNEL_MESSAGES.folderMissing(moveToFolder), 'EMAIL_FOLDER_MISSING');
      }
    }
    return { uidValidity: Number(inbox ? inbox.uidValidity : 0), uidNext: Number(inbox ? inbox.uidNext : 1) };
  } finally {
    await client.logout().catch(() => undefined);
  }
}

async function checkSmtp(access: MailboxAccess, server: MailServer): Promise<void> {
  const transport = smtpTransport(access, server);
  try {
    await transport.verify();
  } catch (err) {
    const code = (err as { code?: string; responseCode?: number }).code;
    const response = (err as { responseCode?: number }).responseCode ?? 0;
    if (code === 'EAUTH' || response === 535 || response === 534) {
      throw badRequest(EMAIL_CHANNEL_MESSAGES.smtpLoginRefused, 'EMAIL_SMTP_LOGIN_REFUSED');
    }
    throw new AppError(502, 'EMAIL_SMTP_UNREACHABLE', EMAIL_CHANNEL_MESSAGES.smtpUnreachable(access.smtpHost, access.smtpPort));
  } finally {
    transport.close();
  }
}

/** ImapFlow marks a refused LOGIN/AUTHENTICATE with `authenticationFailed`. */
function isAuthFailure(err: unknown): boolean {
  const e = err as { authenticationFailed?: boolean; serverResponseCode?: string };
  return Boolean(e?.authenticationFailed) || e?.serverResponseCode === 'AUTHENTICATIONFAILED';
}
