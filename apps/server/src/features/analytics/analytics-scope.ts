import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/shared/i18n/common';
import { canSeeAgent, canViewGeneralAnalytics, type MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';
import { forbidden } from '../../base/errors.js';
import { requireAgent } from '../agents/require-agent.js';
import { addDays, romeToday } from '../../base/rome-time.js';

const DEFAULT_DAYS = 30;

/**
 * The range asked for, or the 30 days that end with it, or the last 30 days (Europe/Rome). Exported, with
 * `requireAnalyticsScope`, for the conversation review, which reads the same range of the same agents.
 */
export function resolveRange(input: { from?: string; to?: string }): { from: string; to: string } {
  const to = input.to ?? (input.from ? addDays(input.from, DEFAULT_DAYS - 1) : romeToday());
  return { from: input.from ?? addDays(to, -(DEFAULT_DAYS - 1)), to };
}

export interface AnalyticsScope {
  accountId: string;
  /** The agents analysed, by id: never empty of meaning, but may be empty (an instructor with none assigned). */
  agentNames: Map<string, string>;
  /** Every agent of the account (the general view of an owner or admin): account-wide rollups apply (ADR 0039). */
  wholeAccount: boolean;
}

/**
 * The agents whose analytics the caller may read (issue 13): one agent for its owner (creator), its instructor or
 * the account owner (others 403, another account's agent 404, through the one agent access rule); all of them for
 * the general view, which owners and admins see whole, instructors for the agents assigned to them, and plain users
 * not at all ('Accesso Negato').
 */
export async function requireAnalyticsScope(db: DbOrTx, caller: MemberCaller, agentId?: string): Promise<AnalyticsScope> {
  if (agentId) {
    const agent = await requireAgent(db, caller, agentId, 'manage');
    return { accountId: caller.accountId, agentNames: new Map([[agent.id, agent.name]]), wholeAccount: false };
  }
  if (!canViewGeneralAnalytics(caller.role)) throw forbidden(MESSAGES.accessDenied, 'ANALYTICS_FORBIDDEN');
  const rows = await db
    .select({ id: agents.id, name: agents.name, userId: agents.userId, instructorId: agents.instructorId })
    .from(agents)
    .where(eq(agents.accountId, caller.accountId));
  const visible = rows.filter((agent) => canSeeAgent(caller, agent));
  return {
    accountId: caller.accountId,
    agentNames: new Map(visible.map((agent) => [agent.id, agent.name])),
    wholeAccount: visible.length === rows.length,
  };
}
