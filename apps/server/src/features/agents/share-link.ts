import type { Actor } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { findVisibleAgent } from './find-visible-agent.js';

/** The public chat page of the agent (spec share dialog): anyone who may see the agent may share it. */
export async function getShareLink(
  db: DbOrTx,
  { appUrl, accountId, actor, agentId }: { appUrl: string; accountId: string; actor: Actor; agentId: string },
): Promise<{ url: string }> {
  const agent = await findVisibleAgent(db, { accountId, actor, agentId });
  return { url: `${appUrl}/agent/public-chat/${agent.id}` };
}
