import { AGENT_DELETION_REQUESTED } from '@app/shared/api/agents';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { actionTokens } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { composeEmail } from '../../mail/templates.js';
import { requireAgent } from './require-agent.js';
import { AGENT_DELETION_KIND, AGENT_DELETION_TTL_MS, deletionConfirmUrl, newDeletionToken } from './deletion-token.js';

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
  await ctx.mailer.send(
    composeEmail(caller.email, `Conferma l'eliminazione dell'agente «${agent.name}»`, {
      paragraphs: [
        `Hai chiesto di eliminare l'agente «${agent.name}».`,
        "L'eliminazione è definitiva: verranno cancellati l'agente, i suoi documenti e file, le memorie e le conversazioni.",
        'Il link è valido 24 ore e può essere usato una sola volta.',
      ],
      action: { label: "Conferma l'eliminazione", url: deletionConfirmUrl(ctx.config.APP_URL, token) },
      footer: "Se non hai richiesto tu l'eliminazione, ignora questa email: l'agente non verrà eliminato.",
    }),
  );
  return { message: AGENT_DELETION_REQUESTED };
}
