import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { MESSAGES } from '@app/shared/i18n/common';
import { canDuplicateOrDeleteAgent, canManageAgent, canSeeAgent, type Acting, type AgentRef, type MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { forbidden, notFound } from '../../base/errors.js';
import { memberCaller } from '../../base/request-caller.js';
import type { AgentRow } from './agent-view.js';

export type { AgentRow };

/** What the caller wants to do with the agent; duplicating follows the delete rule (D3). */
export type AgentAction = 'see' | 'manage' | 'delete';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route under /api/agents/:agentId does with the agent, checked before its body (default 'see'). */
    agentAction?: AgentAction;
  }
}

const RULES: Record<AgentAction, (caller: Acting, agent: AgentRef) => boolean> = {
  see: canSeeAgent,
  manage: canManageAgent,
  delete: canDuplicateOrDeleteAgent,
};

/**
 * The one access rule for an agent and everything under it (settings, documents, memories, chat, share link),
 * exported for every feature. Another account's agent, a missing one, or one the caller may not see answers
 * 404 'Agente non trovato.' (nothing tells a stranger it exists); one the caller sees but may not act on
 * answers 403 with one message. The rules themselves live in `@app/shared/roles` (the UI uses them too).
 */
export async function requireAgent(db: DbOrTx, caller: MemberCaller, agentId: string, action: AgentAction): Promise<AgentRow> {
  const agent = takeCheckedBeforeBody(caller, agentId) ?? (await readAgent(db, caller, agentId));
  if (!agent || !canSeeAgent(caller, agent)) throw notFound(MESSAGES.agentNotFound, 'AGENT_NOT_FOUND');
  if (!RULES[action](caller, agent)) throw forbidden(MESSAGES.agentForbidden, 'AGENT_FORBIDDEN');
  return agent;
}

async function readAgent(db: DbOrTx, caller: MemberCaller, agentId: string): Promise<AgentRow | undefined> {
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.accountId, caller.accountId)));
  return agent;
}

/**
 * The row the before-body check read for this request's caller, handed to the handler's first `requireAgent` of the
 * same agent: one read of the agent per request instead of two (issue 49: the test chat read it twice). It is taken
 * once, and dropped when the answer is sent, so a later call, or another request, reads the agent again.
 */
const checkedBeforeBody = new WeakMap<MemberCaller, AgentRow>();

function takeCheckedBeforeBody(caller: MemberCaller, agentId: string): AgentRow | undefined {
  const checked = checkedBeforeBody.get(caller);
  if (!checked) return undefined;
  checkedBeforeBody.delete(caller);
  return checked.id === agentId ? checked : undefined;
}

/** An id that could name an agent; anything else is left to the route's validation (a NUL would fail the query). */
const plausibleId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64 && !id.includes('\u0000');

/**
 * Issue 33, one order everywhere: for every route under /api/agents/:agentId the caller's access to the agent is
 * checked before the body or query is read and validated, so another account's agent answers 404 and a member who may
 * not act 403, whatever the request carries. A Fastify preParsing hook for the member scope, checking the route's
 * `config.agentAction` ('see' unless said); the handler still asks `requireAgent` itself.
 */
export function agentAccessBeforeBody(db: DbOrTx) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: RequestPayload) => {
    const agentId = (request.params as { agentId?: unknown } | undefined)?.agentId;
    if (request.routeOptions.url?.startsWith('/api/agents/:agentId') && plausibleId(agentId)) {
      const caller = memberCaller(request);
      const agent = await requireAgent(db, caller, agentId, request.routeOptions.config.agentAction ?? 'see');
      checkedBeforeBody.set(caller, agent);
      reply.raw.once('finish', () => checkedBeforeBody.delete(caller));
    }
    return payload;
  };
}
