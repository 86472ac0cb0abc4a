import { ACTION_LIMITS, type ActionCallOutcome, type ActionValues } from '@app/shared/api/actions';
import type { AppContext } from '../../app-context.js';
import { fetchUrl } from '../knowledge/website/fetch-url.js';
import { actionAddressPolicy } from './action-address.js';
import { openHeaders, type ActionRow } from './action-row.js';

export interface CallOutcome {
  outcome: ActionCallOutcome;
  httpStatus: number | null;
  /** The answer: parsed JSON, or its text; null when there is none. */
  body: unknown;
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/**
 * The request an action makes: {placeholders} of the address filled (encoded) with their values, the other values
 * in the query (GET, DELETE) or in a JSON body; the team's headers as stored. Nothing of it comes from the visitor
 * but the values, already validated against the parameters.
 */
export function actionRequest(row: Pick<ActionRow, 'url' | 'method'>, values: ActionValues) {
  const rest: ActionValues = { ...values };
  const filled = row.url.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => {
    const value = rest[name];
    delete rest[name];
    return value === undefined ? '' : encodeURIComponent(String(value));
  });
  const url = new URL(filled);
  if (hasBody(row.method)) return { url: url.href, body: JSON.stringify(rest) };
  for (const [name, value] of Object.entries(rest)) url.searchParams.set(name, String(value));
  return { url: url.href, body: undefined };
}

/** One call of an action through the server's SSRF guard, with its time limit and size cap. Never throws. */
export async function callAction(ctx: AppContext, row: ActionRow, values: ActionValues, signal?: AbortSignal): Promise<CallOutcome> {
  let request: ReturnType<typeof actionRequest>;
  try {
    request = actionRequest(row, values);
  } catch {
    return { outcome: 'unreachable', httpStatus: null, body: null };
  }
  const result = await fetchUrl(
    request.url,
    { userAgent: 'AgentiAI-Azioni/1.0', policy: actionAddressPolicy(ctx), timeoutMs: ctx.config.ACTION_TIMEOUT_MS, signal },
    {
      accept: () => ({ maxBytes: ACTION_LIMITS.maxAnswerBytes }),
      headers: { accept: 'application/json', ...openHeaders(ctx.config.AUTH_SECRET, row) },
      method: row.method,
      body: request.body,
    },
  );
  switch (result.kind) {
    case 'ok': {
      const text = result.body.toString('utf8');
      try {
        return { outcome: 'ok', httpStatus: result.status, body: JSON.parse(text) as unknown };
      } catch {
        return { outcome: 'ok', httpStatus: result.status, body: text };
      }
    }
    case 'http_error':
      return { outcome: 'http_error', httpStatus: result.status, body: null };
    case 'too_big':
      return { outcome: 'too_big', httpStatus: null, body: null };
    case 'failed':
      if (result.failure === 'timeout') return { outcome: 'timeout', httpStatus: null, body: null };
      if (result.failure === 'private') return { outcome: 'private', httpStatus: null, body: null };
      return { outcome: 'unreachable', httpStatus: null, body: null };
    default:
      return { outcome: 'bad_answer', httpStatus: null, body: null };
  }
}
