import type { ActionForm } from '@app/shared/api/actions';
import type { AppContext } from '../../app-context.js';
import { actionForm, unsafeUsableActions } from '../actions/list-actions.js';
import { matchActions } from '../actions/match-action.js';
import type { ChatAgent } from './chat-agent.js';

/** Without a model: the agent's actions whose name or purpose the question asks for, as the chat's forms (issue 46). */
export async function offlineActionOffer(
  ctx: AppContext,
  { agent, question }: { agent: ChatAgent; question: string },
): Promise<ActionForm[]> {
  const rows = await unsafeUsableActions(ctx, agent.accountId, agent.id);
  return rows.length ? matchActions(question, rows).map(actionForm) : [];
}
