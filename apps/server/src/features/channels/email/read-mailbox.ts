import { and, eq, isNull } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import type { AppContext } from '../../../app-context.js';
import { channelConnections, channelEmailMailboxes } from '../../../db/schema/channels.js';
import { imapClient, resolveMailServer } from './mail-servers.js';
import { recordEmail } from './record-email.js';

/** Without IDLE (or with an IDLE that missed a message) the inbox is looked at this often. */
const POLL_MS = 60_000;
/**
 * After a dropped connection or a refused login, tried again after this long; each further failure in a row doubles the
 * wait, up to a quarter of an hour: a mail server that is down for a day is not knocked on every 15 seconds.
 */
const RECONNECT = { firstMs: 15_000, maxMs: 15 * 60_000 };
/**
 * A connection that had opened the inbox and then closed (the server restarted, or dropped an idle session) is tried
 * again at once, as mail clients do, at most once in this long: a server that keeps dropping sessions gets the waits
 * above. A mailbox that stopped answering is then known (and shown on its card) without waiting 15 seconds.
 */
const QUICK_RETRY_EVERY_MS = 60_000;
/** A message longer than this is read only so far: enough for its text; its attachments are never opened. */
const MAX_MESSAGE_BYTES = 2_000_000;

export interface MailboxReader {
  stop(): Promise<void>;
  /** The mailbox is gone: the next look forgets this reader. */
  failed(): boolean;
}

interface Args {
  connectionId: string;
  accountId: string;
  password: string;
  /** Whether this instance still holds the mailbox's lease (mailbox-readers.ts). */
  stillHeld: () => Promise<boolean>;
  /** The waits between tries (tests shorten them). */
  reconnect?: { firstMs: number; maxMs: number };
}

/** The wait before the next try, after `failures` failed tries in a row. */
export function reconnectDelay(failures: number, { firstMs, maxMs } = RECONNECT): number {
  return Math.min(firstMs * 2 ** Math.max(failures - 1, 0), maxMs);
}

/**
 * Reads one mailbox while this instance holds it: IMAP IDLE tells of a new message at once (ImapFlow idles between
 * commands; without IDLE it polls with NOOP), and the inbox is looked at every minute besides. Each new message (a UID
 * past the last one read) is recorded, then marked as read or moved to the owner's folder, then counted as read.
 */
export function readMailbox(ctx: AppContext, args: Args): MailboxReader {
  let stopped = false;
  let gone = false;
  let client: ImapFlow | undefined;
  let wake: (() => void) | undefined;
  let reading: Promise<void> = Promise.resolve();
  const log = ctx.log.child({ connectionId: args.connectionId });

  const readSoon = () => {
    reading = reading.then(readNew).catch((err: unknown) => log.warn({ err }, 'e-mail reader: reading the inbox failed'));
  };
  const poll = setInterval(readSoon, POLL_MS);
  poll.unref();

  async function loadMailbox() {
    const [row] = await ctx.db
      .select({ mailbox: channelEmailMailboxes })
      .from(channelEmailMailboxes)
      .innerJoin(channelConnections, eq(channelConnections.id, channelEmailMailboxes.connectionId))
      .where(and(eq(channelEmailMailboxes.connectionId, args.connectionId), eq(channelEmailMailboxes.accountId, args.accountId)));
    return row?.mailbox;
  }

  async function run() {
    // Failed tries in a row: the first is logged as a warning, the next ones only at debug level until the mailbox
    // answers again, which is logged too (one unreachable server no longer writes a warning every 15 seconds).
    let failures = 0;
    // Whether the row says the mailbox cannot be read (the card shows it): written at the first failure of an outage
    // and cleared when the inbox opens again, not at every try.
    let markedUnreachable: boolean | undefined;
    let lastQuickRetry = -Infinity;
    while (!stopped) {
      try {
        const mailbox = await loadMailbox();
        markedUnreachable ??= mailbox?.unreachableSince != null;
        if (!mailbox) {
          gone = true;
          return;
        }
        // Resolved and checked at every connection (ADR 0310): a name that now points inside is not followed.
        const server = await resolveMailServer(ctx.config, mailbox.imapHost, mailbox.imapPort, 'imap');
        const current = imapClient({ ...mailbox, password: args.password }, server);
        client = current;
        // A failed try is said once, below; an error of a connection that had opened the inbox, each time.
        let opened = false;
        current.on('error', (err: unknown) => {
          if (opened) log.warn({ err }, 'e-mail reader: connection error');
        });
        const closed = new Promise<void>((resolve) => current.once('close', () => resolve()));
        await current.connect();
        await current.mailboxOpen('INBOX');
        opened = true;
        if (failures > 0) log.info({ failures }, 'e-mail reader: the mailbox answers again');
        failures = 0;
        if (markedUnreachable) markedUnreachable = !(await markUnreachable(false));
        current.on('exists', readSoon);
        readSoon();
        await closed;
      } catch (err) {
        failures += 1;
        if (!markedUnreachable && !stopped) markedUnreachable = await markUnreachable(true);
        if (failures === 1) log.warn({ err }, 'e-mail reader: cannot read the mailbox');
        else log.debug({ failures, err: err instanceof Error ? err.message : String(err) }, 'e-mail reader: still cannot read the mailbox');
      }
      client = undefined;
      const quick = failures === 0 && performance.now() - lastQuickRetry >= QUICK_RETRY_EVERY_MS;
      if (quick) lastQuickRetry = performance.now();
      const wait = quick ? 0 : reconnectDelay(Math.max(failures, 1), args.reconnect);
      if (!stopped) await new Promise<void>((resolve) => setTimeout((wake = resolve), wait).unref());
    }
  }

  /** Notes on the mailbox's row that it cannot be read since now (or that it can again); false when that failed. */
  async function markUnreachable(unreachable: boolean): Promise<boolean> {
    const m = channelEmailMailboxes;
    const where = and(eq(m.connectionId, args.connectionId), eq(m.accountId, args.accountId));
    return ctx.db
      .update(m)
      .set({ unreachableSince: unreachable ? new Date() : null })
      .where(unreachable ? and(where, isNull(m.unreachableSince)) : where)
      .then(
        () => true,
        (err: unknown) => {
          log.debug({ err }, 'e-mail reader: could not note whether the mailbox is read');
          return false;
        },
      );
  }

  async function readNew() {
    const current = client;
    if (stopped || !current?.usable || !current.mailbox) return;
    const mailbox = await loadMailbox();
    if (!mailbox) {
      gone = true;
      return;
    }
    const uidValidity = Number(current.mailbox.uidValidity);
    if (mailbox.uidValidity !== uidValidity) {
      // The inbox was recreated (its UIDs start again): what is in it now counts as read, like at connecting.
      await saveProgress({ uidValidity, lastUid: Number(current.mailbox.uidNext) - 1 });
      return;
    }
    const found: { uid: number; source: Buffer }[] = [];
    // `n:*` always names the last message, even when its UID is below n: only the UIDs past the last read count.
    for await (const message of current.fetch(
      `${mailbox.lastUid + 1}:*`,
      { uid: true, source: { maxLength: MAX_MESSAGE_BYTES } },
      { uid: true },
    )) {
      if (message.uid > mailbox.lastUid && message.source) found.push({ uid: message.uid, source: message.source });
    }
    found.sort((a, b) => a.uid - b.uid);
    const row = await connectionRow();
    if (!row) return;
    for (const message of found) {
      if (stopped || !(await args.stillHeld())) return;
      await recordEmail(ctx, { row, mailbox: mailbox.address, source: message.source, uid: message.uid, uidValidity });
      if (mailbox.moveToFolder) await current.messageMove(String(message.uid), mailbox.moveToFolder, { uid: true });
      else await current.messageFlagsAdd(String(message.uid), ['\\Seen'], { uid: true });
      await saveProgress({ uidValidity, lastUid: message.uid });
    }
  }

  async function connectionRow() {
    const [row] = await ctx.db
      .select()
      .from(channelConnections)
      .where(and(eq(channelConnections.id, args.connectionId), eq(channelConnections.accountId, args.accountId)));
    return row;
  }

  /** Only while this instance holds the lease: another reader's progress is never overwritten by a late one. */
  async function saveProgress(progress: { uidValidity: number; lastUid: number }) {
    await ctx.db
      .update(channelEmailMailboxes)
      .set(progress)
      .where(
        and(
          eq(channelEmailMailboxes.connectionId, args.connectionId),
          eq(channelEmailMailboxes.accountId, args.accountId),
          eq(channelEmailMailboxes.readerId, ctx.instanceId),
        ),
      );
  }

  const running = run();
  return {
    failed: () => gone,
    async stop() {
      stopped = true;
      clearInterval(poll);
      wake?.();
      await reading.catch(() => undefined);
      await client?.logout().catch(() => client?.close());
      await running;
    },
  };
}
