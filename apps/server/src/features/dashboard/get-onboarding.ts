import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Onboarding } from '@app/shared/api/dashboard';
import { VISITOR_CHANNELS, type Channel } from '@app/shared/api/analytics';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';
import { agents } from '../../db/schema/agents.js';
import { users } from '../../db/schema/auth.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { notFound } from '../../base/errors.js';
import { getAccountPlan } from '../account/plan-state.js';

/** Whether a count query found anything. */
async function exists(query: PromiseLike<{ n: number }[]>): Promise<boolean> {
  const [row] = await query;
  return (row?.n ?? 0) > 0;
}

/**
 * The owner's first-run checklist: each step is ticked by what the account really has, never by a click, so it
 * stays true after a reload, on another device and for the whole team's work.
 */
export async function getOnboarding(db: DbOrTx, { accountId }: { accountId: string }): Promise<Onboarding> {
  const [account] = await db.select({ dismissedAt: accounts.onboardingDismissedAt }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound();
  const [firstAgent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.accountId, accountId))
    .orderBy(asc(agents.createdAt))
    .limit(1);
  const channelUsed = (...channels: Channel[]) =>
    exists(
      db
        .select({ n: count() })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.accountId, accountId), inArray(conversations.channel, channels), eq(messages.sender, 'agent'))),
    );
  const [document, chat, share, team, plan] = await Promise.all([
    exists(db.select({ n: count() }).from(agentDocuments).where(eq(agentDocuments.accountId, accountId))),
    channelUsed('test'),
    // Shared: a visitor got an answer through the public link or the site widget (ADR 0048).
    channelUsed(...VISITOR_CHANNELS),
    exists(
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.accountId, accountId), ne(users.role, 'owner'))),
    ),
    getAccountPlan(db, accountId).then((p) => p.status === 'active' && p.subscribedPlanId !== null),
  ]);
  const done = { agent: Boolean(firstAgent), document, chat, share, team, plan };
  return {
    dismissed: account.dismissedAt !== null,
    steps: (Object.keys(done) as (keyof typeof done)[]).map((id) => ({ id, done: done[id] })),
    firstAgentId: firstAgent?.id ?? null,
  };
}
