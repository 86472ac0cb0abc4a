import type { ActionResult, ActionValues } from '@app/shared/api/actions';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { requireAction, requireActionsPlan } from './require-action.js';
import { runAction, validateActionValues } from './run-action.js';

/** 'Prova': the team runs an action with sample values and reads the chosen fields (logged as a test). */
export async function testAction(
  ctx: AppContext,
  { caller, agentId, actionId, values }: { caller: MemberCaller; agentId: string; actionId: string; values: ActionValues },
): Promise<ActionResult> {
  const row = await requireAction(ctx, caller, agentId, actionId);
  await requireActionsPlan(ctx, caller.accountId);
  const checked = validateActionValues(row, values);
  return runAction(ctx, { row, values: checked, source: 'test', conversationId: null, rateSubject: null });
}
