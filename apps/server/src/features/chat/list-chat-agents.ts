import { asc, eq } from 'drizzle-orm';
import { canSeeAgent, type MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';

/** The agents the caller may chat with (D3), for the /agent/chat picker. */
export async function listChatAgents(db: DbOrTx, { caller }: { caller: MemberCaller }) {
  const rows = await db.select().from(agents).where(eq(agents.accountId, caller.accountId)).orderBy(asc(agents.name));
  return rows.filter((a) => canSeeAgent(caller, a)).map((a) => ({ id: a.id, name: a.name, description: a.description, status: a.status }));
}
