import { eq } from 'drizzle-orm';
import { displayName } from '@app/shared/display-name';
import { MODIFICATION_SOURCE_LABELS } from '@app/shared/i18n/memories';
import { type ModificationRequestInput } from '@app/shared/api/memories';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { composeEmail } from '../../mail/templates.js';
import type { AgentRow } from '../agents/require-agent.js';
import { emailGreeting } from '@app/shared/i18n/common';

/**
 * spec §7 request-modification-email: tells the agent's instructor (or, without one, the agent's owner)
 * that a team member wants to change what the agent knows, with both texts and where the old one lives.
 */
export async function sendModificationRequest(
  ctx: AppContext,
  { userId, agent, input }: { userId: string; agent: AgentRow; input: ModificationRequestInput },
): Promise<void> {
  const person = async (id: string) => {
    const [row] = await ctx.db
      .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, id));
    return row;
  };
  const requester = await person(userId);
  const recipient = (agent.instructorId ? await person(agent.instructorId) : undefined) ?? (await person(agent.userId));
  if (!requester || !recipient) return;
  await ctx.mailer.send(
    composeEmail(recipient.email, `Richiesta di modifica per l'agente ${agent.name}`, {
      greeting: emailGreeting(recipient),
      paragraphs: [
        `${displayName(requester)} (${requester.email}) chiede di modificare ciò che sa l'agente "${agent.name}".`,
        `Nuova istruzione richiesta:\n${input.newInstruction}`,
        `Istruzione esistente in conflitto:\n${input.existingInstruction}`,
        `Fonte: ${MODIFICATION_SOURCE_LABELS[input.source]}`,
        "Se sei d'accordo, aggiorna le istruzioni o la memoria dell'agente dalle sue impostazioni.",
      ],
      action: { label: "Apri le impostazioni dell'agente", url: `${ctx.config.APP_URL}/agent/${agent.id}/settings` },
      footer: "Hai ricevuto questa email perché sei l'istruttore o il proprietario di questo agente.",
    }),
  );
}
