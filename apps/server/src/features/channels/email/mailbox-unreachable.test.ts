import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import type { AgentChannels } from '@app/shared/api/channels';
import { signIn } from '../../../test/sign-in.js';
import { startDovecot, type LocalImap } from '../../../test/local-mail-servers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createAccountWithOwner, createAgent } from '../../../test/factories.js';
import { freePort } from '../../../test/server-process.js';
import { channelConnections, channelEmailMailboxes } from '../../../db/schema/channels.js';
import { newId } from '../../../db/ids.js';
import { seal } from '../../../auth/secret-box.js';
import { PURPOSE } from '../connections.js';
import { readMailbox, reconnectDelay } from './read-mailbox.js';

/**
 * A mailbox whose IMAP server does not answer (down, or its port closed): the reader tries again less and less often,
 * and says so once, not at every try (a server down for a day wrote a warning with its stack every 15 seconds).
 */
let t: TestApp;
let connectionId: string;
let accountId: string;
let agentId: string;
let ownerCookie: string;
let closedPort: number;
let imap: LocalImap | undefined;

beforeAll(async () => {
  t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_HOSTS: '127.0.0.1' });
  const owner = await createAccountWithOwner(t.ctx.db, { plan: 'pro', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  accountId = owner.accountId;
  const agent = await createAgent(t.ctx.db, { accountId, userId: owner.id, name: 'Ferramenta Chiusa' });
  agentId = agent.id;
  ownerCookie = await signIn(t, owner);
  connectionId = newId();
  const secret = t.ctx.config.AUTH_SECRET;
  await t.ctx.db.insert(channelConnections).values({
    id: connectionId,
    accountId,
    agentId: agent.id,
    kind: 'email',
    tokenSealed: seal(secret, PURPOSE.token, 'app-password-1234'),
    tokenHint: '••••••••',
    webhookSecretSealed: seal(secret, PURPOSE.webhook, 'firma'),
    status: 'connected',
    verifiedAt: new Date(),
  });
  // Nothing listens on this port.
  const closed = (closedPort = await freePort());
  await t.ctx.db.insert(channelEmailMailboxes).values({
    connectionId,
    accountId,
    address: 'info@ferramenta.test',
    imapHost: '127.0.0.1',
    imapPort: closed,
    imapTls: false,
    smtpHost: '127.0.0.1',
    smtpPort: closed,
    smtpTls: false,
    username: 'info@ferramenta.test',
    moveToFolder: null,
    uidValidity: 1,
    lastUid: 0,
  });
});

afterAll(async () => {
  await t?.close();
  await imap?.close();
});

/** What the owner's 'E-mail' card reads of the mailbox. */
async function card() {
  const res = await t.request({ method: 'GET', url: `/api/agents/${agentId}/channels`, cookie: ownerCookie });
  expect(res.statusCode).toBe(200);
  return (res.json() as AgentChannels).email!;
}

describe('a mailbox whose server does not answer', () => {
  it('is tried again after 15 s, then twice as long each time up to a quarter of an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => reconnectDelay(failures) / 1000)).toEqual([
      15, 30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it('is warned about once, then tried again quietly, each wait longer than the last', async () => {
    const lines: { level: number; msg: string; time: number; failures?: number }[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const tries = () => lines.filter((l) => /cannot read the mailbox/.test(l.msg));
    const reader = readMailbox(
      { ...t.ctx, log },
      { connectionId, accountId, password: 'app-password-1234', stillHeld: async () => true, reconnect: { firstMs: 40, maxMs: 160 } },
    );
    // Five tries: the waits between them are 40, 80, 160 and 160 ms.
    while (tries().length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    await reader.stop();

    const warnings = lines.filter((l) => l.level >= 40);
    expect(warnings.map((l) => l.msg)).toEqual(['e-mail reader: cannot read the mailbox']);
    expect(
      tries()
        .slice(1)
        .map((l) => [l.level, l.failures]),
    ).toEqual([
      [20, 2],
      [20, 3],
      [20, 4],
      [20, 5],
    ]);
    // A timer never fires early: each try comes at least its wait after the one before (the last two at the ceiling).
    const gaps = tries()
      .slice(0, 5)
      .map((l, i, all) => (i ? l.time - all[i - 1]!.time : 0))
      .slice(1);
    expect(gaps.map((gap, i) => gap >= [40, 80, 160, 160][i]! - 1)).toEqual([true, true, true, true]);
    // Unreachable is not gone: the mailbox stays connected and its reader is kept.
    expect(reader.failed()).toBe(false);
  });

  it('is shown on the card as not read since its first failure, and no longer once the inbox opens again', async () => {
    const m = channelEmailMailboxes;
    await t.ctx.db.update(m).set({ imapPort: closedPort, unreachableSince: null }).where(eq(m.connectionId, connectionId));
    expect((await card()).unreachableSince).toBeNull();
    const lines: { msg: string }[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const tries = () => lines.filter((l) => /cannot read the mailbox/.test(l.msg)).length;
    const reader = readMailbox(
      { ...t.ctx, log },
      { connectionId, accountId, password: 'app-password-1234', stillHeld: async () => true, reconnect: { firstMs: 40, maxMs: 80 } },
    );
    try {
      await expect.poll(async () => (await card()).unreachableSince, { timeout: 30_000 }).not.toBeNull();
      const since = (await card()).unreachableSince;
      // Written once per outage: three more failed tries leave the time the mailbox stopped answering.
      const seen = tries();
      await expect.poll(tries, { timeout: 30_000 }).toBeGreaterThanOrEqual(seen + 3);
      expect((await card()).unreachableSince).toBe(since);

      // The mail server answers again (here: the mailbox moved to a running one).
      imap = await startDovecot();
      imap.addUser('info@ferramenta.test', 'app-password-1234');
      await t.ctx.db.update(m).set({ imapHost: imap.host, imapPort: imap.port }).where(eq(m.connectionId, connectionId));
      await expect.poll(async () => (await card()).unreachableSince, { timeout: 30_000 }).toBeNull();
      expect(lines.some((l) => /the mailbox answers again/.test(l.msg))).toBe(true);
    } finally {
      await reader.stop();
    }
  });
});
