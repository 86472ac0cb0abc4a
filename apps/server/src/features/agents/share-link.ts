import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { requireAgent } from './require-agent.js';

/** The public chat page of the agent (spec share dialog): anyone who may see the agent may share it. */
export async function getShareLink(
  db: DbOrTx,
  { appUrl, caller, agentId }: { appUrl: string; caller: MemberCaller; agentId: string },
): Promise<{ url: string }> {
  const agent = await requireAgent(db, caller, agentId, 'see');
  return { url: `${appUrl}/agent/public-chat/${agent.id}` };
}
