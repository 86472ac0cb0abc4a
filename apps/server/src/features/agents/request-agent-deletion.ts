import { AGENT_DELETION_REQUESTED } from '@app/shared/i18n/agents';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { requireAgent } from './require-agent.js';
import { AGENT_DELETION_KIND, AGENT_DELETION_TTL_MS, deletionConfirmUrl, newDeletionToken } from './deletion-token.js';
import { agentDeletionEmail } from './agent-emails.js';

/** Spec request-agent-deletion (D3): nothing is deleted now; a single-use link valid 24 hours is e-mailed to the requester. */
export async function requestAgentDeletion(
  ctx: AppContext,
  { caller, agentId }: { caller: MemberCaller; agentId: string },
): Promise<{ message: string }> {
  const agent = await requireAgent(ctx.db, caller, agentId, 'delete');
  const { token, hash } = newDeletionToken();
  await ctx.db.insert(actionTokens).values({
    id: newId(),
    tokenHash: hash,
    kind: AGENT_DELETION_KIND,
    userId: caller.userId,
    accountId: caller.accountId,
    payload: { agentId: agent.id },
    expiresAt: new Date(Date.now() + AGENT_DELETION_TTL_MS),
  });
  await ctx.mailer.send(agentDeletionEmail(caller.email, agent.name, deletionConfirmUrl(ctx.config.APP_URL, token)));
  return { message: AGENT_DELETION_REQUESTED };
}
