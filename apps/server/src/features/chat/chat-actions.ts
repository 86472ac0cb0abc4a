import { eq } from 'drizzle-orm';
import type { ActionForm, ActionResult, ActionValues } from '@app/shared/api/actions';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import { isVisitorLanguage, type VisitorLanguage } from '@app/shared/visitor-language';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../base/errors.js';
import { conversations, messages } from '../../db/schema/chat.js';
import { newId } from '../../db/ids.js';
import { requireActivePlan } from '../account/plan-state.js';
import type { ChatAgent } from './chat-agent.js';
import { requireOwnConversation } from '../agents/visitor-access.js';
import type { ChatParticipant } from './chat-types.js';
import { actionForm, unsafeUsableActions } from '../actions/list-actions.js';
import { runAction, validateActionValues } from '../actions/run-action.js';

/** Who an action's per-minute limit counts: the member, the browser's visitor, or the messaging conversation. */
export const rateSubjectOf = (who: ChatParticipant, conversationId: string) =>
  who.userId ? `user:${who.userId}` : who.visitorId ? `visitor:${who.visitorId}` : `conversation:${conversationId}`;

/** The chat's actions menu: the agent's enabled actions as forms (none on Base). */
export async function chatActionForms(ctx: AppContext, agent: ChatAgent): Promise<{ actions: ActionForm[] }> {
  const rows = await unsafeUsableActions(ctx, agent.accountId, agent.id);
  return { actions: rows.map(actionForm) };
}

/**
 * A visitor's (or member's) form, sent from the chat: only the values come from them, checked against the action's
 * parameters; the call is limited per minute and logged in their conversation, when it is theirs.
 */
export async function runChatAction(
  ctx: AppContext,
  args: {
    agent: ChatAgent;
    who: ChatParticipant;
    actionId: string;
    values: ActionValues;
    conversationId?: string;
    /** The language the request carries (issue 48); the conversation's, when it has one, wins. */
    language?: VisitorLanguage;
  },
): Promise<ActionResult> {
  const { agent, who } = args;
  await requireActivePlan(ctx.db, agent.accountId);
  let conversationId: string | null = null;
  let language: VisitorLanguage = who.visitorId ? (args.language ?? 'it') : 'it';
  if (args.conversationId) {
    const scope = { accountId: agent.accountId, agentId: agent.id, who };
    const own = await requireOwnConversation(ctx.db, scope, args.conversationId, { code: 'CONVERSATION_NOT_FOUND' });
    conversationId = own.id;
    if (isVisitorLanguage(own.language)) language = own.language;
  }
  const row = (await unsafeUsableActions(ctx, agent.accountId, agent.id)).find((a) => a.id === args.actionId);
  if (!row) throw notFound(visitorCopy(language).actions.unavailable, 'ACTION_NOT_FOUND');
  const values = validateActionValues(row, args.values, language);
  const rateSubject = rateSubjectOf(who, conversationId ?? 'none');
  const result = await runAction(ctx, { row, values, source: 'form', conversationId, rateSubject, language });
  if (conversationId) await storeFormResult(ctx, { agent, conversationId, name: row.name, result, language });
  return result;
}

/**
 * The form's result as the agent's message of the conversation (issue 46): the history and the review show what the
 * visitor was told. The values sent are not stored (the call log keeps none either); the fields shown are.
 */
async function storeFormResult(
  ctx: AppContext,
  args: { agent: ChatAgent; conversationId: string; name: string; result: ActionResult; language: VisitorLanguage },
) {
  const V = visitorCopy(args.language).actions;
  const lines = args.result.fields.map((f) => `- ${f.path}: ${f.value}`);
  if (args.result.message) lines.push(args.result.message);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(messages).values({
      id: newId(),
      conversationId: args.conversationId,
      accountId: args.agent.accountId,
      agentId: args.agent.id,
      sender: 'agent',
      text: [`**${V.resultTitle(args.name)}**`, ...lines].join('\n'),
      outcome: 'action',
      latencyMs: 0,
      createdAt: now,
    });
    await tx.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, args.conversationId));
  });
}
