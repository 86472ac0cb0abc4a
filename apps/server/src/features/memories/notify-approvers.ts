import { and, eq, inArray, or } from 'drizzle-orm';
import { displayName } from '@app/shared/display-name';
import type { AppContext } from '../../app-context.js';
import { profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { composeEmail } from '../../mail/templates.js';
import type { AgentRow } from '../agents/require-agent.js';
import { emailGreeting } from '@app/shared/i18n/common';

/**
 * A memory waits for approval (ADR 0132): tell everyone who may approve it — the agent's instructor, its creator and
 * the account owner, each once, never the author — with a link to the agent's memory list. A member who cannot sign in
 * (deactivated, or a placeholder row) is left out. A lost e-mail is logged, never fails the chat turn.
 */
export async function notifyApprovers(
  ctx: AppContext,
  { accountId, authorId, agent, content }: { accountId: string; authorId: string; agent: AgentRow; content: string },
): Promise<void> {
  try {
    const ids = [agent.instructorId, agent.userId].filter((id): id is string => Boolean(id));
    const rows = await ctx.db
      .select({
        id: users.id,
        email: users.email,
        invitedEmail: users.invitedEmail,
        bannedUntil: users.bannedUntil,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.accountId, accountId), or(inArray(users.id, ids.length ? ids : ['']), eq(users.role, 'owner'))));
    const [author] = await ctx.db
      .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, authorId), eq(users.accountId, accountId)));
    const now = Date.now();
    const recipients = rows.filter(
      (row) => row.id !== authorId && row.invitedEmail === null && !(row.bannedUntil && row.bannedUntil.getTime() > now),
    );
    const who = author ? displayName(author) : 'Un membro del team';
    for (const recipient of recipients) {
      await ctx.mailer.send(
        composeEmail(recipient.email, `Una memoria da approvare per l'agente ${agent.name}`, {
          greeting: emailGreeting(recipient),
          paragraphs: [
            `${who} ha insegnato all'agente "${agent.name}" questa informazione:`,
            content,
            "L'agente non la userà nelle risposte finché tu, l'istruttore o il proprietario dell'agente non la approverete nella sua memoria del team. Se non è corretta, eliminala.",
          ],
          action: { label: 'Apri la memoria del team', url: `${ctx.config.APP_URL}/agent/${agent.id}/settings?tab=training` },
          footer:
            "Hai ricevuto questa email perché puoi gestire questo agente: ne sei l'istruttore, l'autore o il proprietario dell'account.",
        }),
      );
    }
  } catch (error) {
    ctx.log.warn({ err: error, agentId: agent.id }, 'memory approval e-mail not sent');
  }
}
