import { and, count, desc, eq } from 'drizzle-orm';
import type { AccountFootprint } from '@app/shared/plan-excess';
import type { AccountUsage } from '@app/shared/api/usage';
import type { DbOrTx } from '../../db/client.js';
import { agentDocuments } from '../../db/schema/documents.js';
import { channelConnections } from '../../db/schema/channels.js';
import { getAccountUsage } from './account-usage.js';

/** The website pages of the account's agent that learned the most (the page limit is per agent, D16). */
async function largestAgentPages(db: DbOrTx, accountId: string): Promise<number> {
  const n = count();
  const [row] = await db
    .select({ n })
    .from(agentDocuments)
    .where(and(eq(agentDocuments.accountId, accountId), eq(agentDocuments.sourceType, 'web_page')))
    .groupBy(agentDocuments.agentId)
    .orderBy(desc(n))
    .limit(1);
  return row?.n ?? 0;
}

async function countChannelConnections(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(channelConnections).where(eq(channelConnections.accountId, accountId));
  return row?.n ?? 0;
}

/**
 * What the account holds against any plan's limits (issue 44). The usage already read for the page is reused: only
 * pages and channels are counted again.
 */
export async function readAccountFootprint(db: DbOrTx, accountId: string, usage?: AccountUsage): Promise<AccountFootprint> {
  const [measured, pages, channels] = await Promise.all([
    usage ?? getAccountUsage(db, accountId, null),
    largestAgentPages(db, accountId),
    countChannelConnections(db, accountId),
  ]);
  return {
    users: measured.users.used,
    agents: measured.agents.used,
    storageBytes: measured.storage.used,
    largestAgentPages: pages,
    channelConnections: channels,
  };
}
