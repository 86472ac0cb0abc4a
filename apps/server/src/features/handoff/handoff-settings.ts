import { and, eq } from 'drizzle-orm';
import type { HandoffSettings } from '@app/shared/api/handoff';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { handoffSettings } from '../../db/schema/handoff.js';
import { requireAgent } from '../agents/require-agent.js';

export const DEFAULT_HANDOFF_SETTINGS: HandoffSettings = { askContactFirst: false, openingHours: null, holidays: [] };

/** An agent's hand-off settings, or the defaults (no contact form first, always open). No caller check: callers have one. */
export async function handoffSettingsOf(db: DbOrTx, accountId: string, agentId: string): Promise<HandoffSettings> {
  const [row] = await db
    .select()
    .from(handoffSettings)
    .where(and(eq(handoffSettings.agentId, agentId), eq(handoffSettings.accountId, accountId)));
  return row
    ? { askContactFirst: row.askContactFirst, openingHours: row.openingHours ?? null, holidays: row.holidays }
    : DEFAULT_HANDOFF_SETTINGS;
}

/** Read by whoever sees the agent. */
export async function getHandoffSettings(db: DbOrTx, { caller, agentId }: { caller: MemberCaller; agentId: string }) {
  const agent = await requireAgent(db, caller, agentId, 'see');
  return handoffSettingsOf(db, agent.accountId, agent.id);
}

/** Changed by whoever manages the agent (its settings page). */
export async function updateHandoffSettings(
  db: DbOrTx,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: HandoffSettings },
): Promise<HandoffSettings> {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const values = {
    askContactFirst: input.askContactFirst,
    openingHours: input.openingHours,
    holidays: [...new Set(input.holidays)].sort(),
    updatedAt: new Date(),
  };
  await db
    .insert(handoffSettings)
    .values({ agentId: agent.id, accountId: agent.accountId, ...values })
    .onConflictDoUpdate({ target: handoffSettings.agentId, set: values });
  return handoffSettingsOf(db, agent.accountId, agent.id);
}
