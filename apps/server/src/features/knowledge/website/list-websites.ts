import { and, desc, eq } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import type { WebsiteList } from '@app/shared/api/knowledge-website';
import type { DbOrTx } from '../../../db/client.js';
import { websiteSources } from '../../../db/schema/websites.js';
import { countSourceDocuments } from '../sources/source-statistics.js';
import { requireAgent } from '../../agents/require-agent.js';
import { getAccountPlan } from '../../account/plan-state.js';
import { progressOf, toWebsiteDto } from './website-dto.js';

/** GET /api/agents/:agentId/websites: the agent's websites with their live counts, and its pages against the plan. */
export async function listWebsites(db: DbOrTx, { caller, agentId }: { caller: MemberCaller; agentId: string }): Promise<WebsiteList> {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const rows = await db
    .select()
    .from(websiteSources)
    .where(and(eq(websiteSources.accountId, caller.accountId), eq(websiteSources.agentId, agent.id)))
    .orderBy(desc(websiteSources.createdAt), desc(websiteSources.id));
  const progress = await progressOf(db, caller.accountId, rows);
  const used = await countSourceDocuments(db, { accountId: caller.accountId, agentId: agent.id, type: 'web_page' });
  const { plan } = await getAccountPlan(db, caller.accountId);
  return {
    websites: rows.map((row) => toWebsiteDto(row, progress.get(row.id))),
    pageLimit: plan?.websitePagesPerAgent ?? 0,
    pagesUsed: used,
  };
}
