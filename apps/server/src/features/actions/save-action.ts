import { and, eq } from 'drizzle-orm';
import type { Action, ActionInputParsed } from '@app/shared/api/actions';
import { ACTION_MESSAGES } from '@app/shared/i18n/actions';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { agentActions } from '../../db/schema/actions.js';
import { newId } from '../../db/ids.js';
import { badRequest, conflict } from '../../base/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { requireAgent } from '../agents/require-agent.js';
import { actionView, sealHeader, type ActionRow } from './action-row.js';
import { assertActionAddress } from './action-address.js';
import { requireAction, requireActionsPlan } from './require-action.js';

/** Headers as stored: a new value sealed, a header sent without one keeps its stored value (the form never sees it). */
function sealedHeaders(ctx: AppContext, input: ActionInputParsed, previous: ActionRow['headers']): ActionRow['headers'] {
  return input.headers.map((h) => {
    if (h.value) return { name: h.name, sealed: sealHeader(ctx.config.AUTH_SECRET, h.value) };
    const kept = previous.find((p) => p.name.toLowerCase() === h.name.toLowerCase());
    if (!kept)
      throw badRequest(ACTION_MESSAGES.headerValueMissing(h.name), 'ACTION_HEADER_VALUE', {
        headers: [ACTION_MESSAGES.headerValueMissing(h.name)],
      });
    return { name: h.name, sealed: kept.sealed };
  });
}

const fields = (input: ActionInputParsed) => ({
  name: input.name,
  whenToUse: input.whenToUse,
  method: input.method,
  url: input.url,
  parameters: input.parameters,
  resultFields: input.resultFields,
  enabled: input.enabled,
});

async function saved<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACTION_MESSAGES.nameTaken, 'ACTION_NAME_TAKEN');
    throw error;
  }
}

export async function createAction(
  ctx: AppContext,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: ActionInputParsed },
): Promise<{ action: Action; message: string }> {
  await requireAgent(ctx.db, caller, agentId, 'manage');
  await requireActionsPlan(ctx, caller.accountId);
  await assertActionAddress(ctx, input.url);
  const [row] = await saved(
    ctx.db
      .insert(agentActions)
      .values({ id: newId(), accountId: caller.accountId, agentId, ...fields(input), headers: sealedHeaders(ctx, input, []) })
      .returning(),
  );
  return { action: actionView(row!), message: ACTION_MESSAGES.created };
}

export async function updateAction(
  ctx: AppContext,
  { caller, agentId, actionId, input }: { caller: MemberCaller; agentId: string; actionId: string; input: ActionInputParsed },
): Promise<{ action: Action; message: string }> {
  const current = await requireAction(ctx, caller, agentId, actionId);
  await requireActionsPlan(ctx, caller.accountId);
  await assertActionAddress(ctx, input.url);
  const [row] = await saved(
    ctx.db
      .update(agentActions)
      .set({ ...fields(input), headers: sealedHeaders(ctx, input, current.headers), updatedAt: new Date() })
      .where(and(eq(agentActions.id, actionId), eq(agentActions.accountId, caller.accountId)))
      .returning(),
  );
  return { action: actionView(row!), message: ACTION_MESSAGES.saved };
}

/** Deleting is allowed on every plan: a business that left Pro can still remove what it set up. */
export async function deleteAction(
  ctx: AppContext,
  { caller, agentId, actionId }: { caller: MemberCaller; agentId: string; actionId: string },
): Promise<void> {
  await requireAction(ctx, caller, agentId, actionId);
  await ctx.db.delete(agentActions).where(and(eq(agentActions.id, actionId), eq(agentActions.accountId, caller.accountId)));
}
