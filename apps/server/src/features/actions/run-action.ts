import { actionArgumentsSchema, type ActionResult, type ActionValues } from '@app/shared/api/actions';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import type { AppContext } from '../../app-context.js';
import { RateLimitedError } from '../../base/errors.js';
import { validateRequestPart } from '../../base/validation.js';
import { newId } from '../../db/ids.js';
import { toolCalls } from '../../db/schema/actions.js';
import { callAction } from './call-action.js';
import { pickFields } from './pick-fields.js';
import type { ActionRow } from './action-row.js';
import type { ActionCallSource, ToolCallKind } from '@app/shared/states/actions';

/**
 * The values a form or 'Prova' sent, checked against the action's parameters: a 400 naming each wrong field, in the
 * visitor's language (Italian for the team's 'Prova').
 */
export const validateActionValues = (row: Pick<ActionRow, 'parameters'>, values: unknown, language: VisitorLanguage = 'it'): ActionValues =>
  validateRequestPart(actionArgumentsSchema(row.parameters, visitorCopy(language).actions), values, 'values') as ActionValues;

/** Why a call failed, as the visitor's copy names it. */
const FAILURE_TEXT = {
  http_error: 'failed',
  bad_answer: 'failed',
  error: 'failed',
  timeout: 'timeout',
  too_big: 'tooBig',
  unreachable: 'unreachable',
  private: 'unreachable',
  rate_limited: 'tooMany',
} as const satisfies Partial<Record<ActionResult['outcome'], string>>;

/** One row of the call log: never the values nor the answer (personal data), never a header (secrets). */
export async function logToolCall(
  ctx: AppContext,
  call: {
    accountId: string;
    agentId: string;
    actionId: string | null;
    conversationId: string | null;
    toolName: string;
    kind: ToolCallKind;
    source: ActionCallSource;
    outcome: ActionResult['outcome'];
    httpStatus: number | null;
    durationMs: number;
  },
): Promise<void> {
  await ctx.db.insert(toolCalls).values({ id: newId(), ...call });
}

/**
 * Runs an action with values already validated: counted against the caller's per-minute limit (`rateSubject`, except
 * 'Prova', limited by its route), called through the SSRF guard, logged, and answered with the chosen fields.
 */
export async function runAction(
  ctx: AppContext,
  args: {
    row: ActionRow;
    values: ActionValues;
    source: ActionCallSource;
    conversationId: string | null;
    rateSubject: string | null;
    signal?: AbortSignal;
    /** The visitor's language (issue 48): the result's message is written in it. */
    language?: VisitorLanguage;
  },
): Promise<ActionResult> {
  const { row } = args;
  const started = performance.now();
  let outcome: ActionResult['outcome'];
  let httpStatus: number | null = null;
  let fields: ActionResult['fields'] = [];
  try {
    if (args.rateSubject) await ctx.rateLimits.consume('actionCallVisitor', args.rateSubject);
    const call = await callAction(ctx, row, args.values, args.signal);
    ({ outcome, httpStatus } = call);
    if (call.outcome === 'ok') fields = pickFields(call.body, row.resultFields);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    outcome = 'rate_limited';
  }
  await logToolCall(ctx, {
    accountId: row.accountId,
    agentId: row.agentId,
    actionId: row.id,
    conversationId: args.conversationId,
    toolName: row.name,
    kind: 'action',
    source: args.source,
    outcome,
    httpStatus,
    durationMs: Math.round(performance.now() - started),
  });
  const V = visitorCopy(args.language ?? 'it').actions;
  const failure = outcome in FAILURE_TEXT ? FAILURE_TEXT[outcome as keyof typeof FAILURE_TEXT] : 'failed';
  const message = outcome === 'ok' ? (fields.length ? null : V.noFields) : V[failure];
  return { outcome, httpStatus, fields, message };
}
