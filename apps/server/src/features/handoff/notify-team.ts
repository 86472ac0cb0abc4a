import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/accounts.js';
import { handoffMailOptOuts } from '../../db/schema/handoff.js';
import { composeEmail } from '../../mail/templates.js';
import { pushText } from '@app/shared/i18n/push';
import { notifyMembersByPush } from '../push/notify-members-by-push.js';

/**
 * E-mails the team about a request: its assignee, or the account's owner and admins while nobody has it; members who
 * turned the e-mails off in their profile, deactivated or banned members are left out. What the visitor wrote goes in
 * as text (the template escapes it in the HTML part). Failures are logged: the request stands. The phones of the
 * same people (and of the agent's instructor) get a push, whatever their e-mail preference (issue 47).
 */
export async function notifyTeam(
  ctx: AppContext,
  args: {
    accountId: string;
    requestId: string;
    assigneeId: string | null;
    /** Its agent: the agent's instructor is pushed too while nobody holds the request (D17). */
    agentId?: string;
    agentName: string;
    visitorName: string;
    kind: 'request' | 'reply';
    text: string;
    outsideHours?: boolean;
  },
): Promise<void> {
  await pushToTeam(ctx, args);
  try {
    const now = new Date();
    const rows = await ctx.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(handoffMailOptOuts, eq(handoffMailOptOuts.userId, users.id))
      .where(
        and(
          eq(users.accountId, args.accountId),
          args.assigneeId ? eq(users.id, args.assigneeId) : inArray(users.role, ['owner', 'admin']),
          eq(profiles.isActive, true),
          or(isNull(users.bannedUntil), sql`${users.bannedUntil} <= ${now}`),
          isNull(handoffMailOptOuts.userId),
        ),
      );
    const url = `${ctx.config.APP_URL}/inbox/${args.requestId}`;
    const subject =
      args.kind === 'request'
        ? `Nuova richiesta di ${oneLine(args.visitorName)} per «${oneLine(args.agentName)}»`
        : `${oneLine(args.visitorName)} ha scritto di nuovo (${oneLine(args.agentName)})`;
    const paragraphs =
      args.kind === 'request'
        ? [
            `${args.visitorName} chiede di parlare con una persona nella chat dell'agente «${args.agentName}».`,
            ...(args.outsideHours
              ? ['La richiesta è arrivata fuori orario: al visitatore è stato detto quando aspettarsi una risposta.']
              : []),
            ...(args.text ? [`Ultimo messaggio: ${args.text}`] : []),
          ]
        : [`${args.visitorName} ha scritto nella conversazione con l'agente «${args.agentName}»:`, args.text];
    for (const { email } of rows) {
      await ctx.mailer.send(
        composeEmail(email, subject, {
          paragraphs,
          action: { label: 'Apri la richiesta', url },
          footer: 'Ricevi queste e-mail perché fai parte del team. Puoi disattivarle dal tuo profilo.',
        }),
      );
    }
  } catch (err) {
    ctx.log.warn({ err, requestId: args.requestId }, 'hand-off e-mail not sent');
  }
}

function pushToTeam(ctx: AppContext, args: Parameters<typeof notifyTeam>[1]) {
  const n = pushText.notification;
  const { title, body } =
    args.kind === 'request'
      ? n.request(oneLine(args.visitorName), oneLine(args.agentName))
      : n.reply(oneLine(args.visitorName), args.text.slice(0, 180));
  return notifyMembersByPush(ctx, {
    accountId: args.accountId,
    ...(args.assigneeId ? { userIds: [args.assigneeId] } : { agentId: args.agentId }),
    message: { title, body, url: `/inbox/${args.requestId}`, tag: `request-${args.requestId}` },
  });
}

/** A subject line stays one line whatever the visitor typed. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 80);
