import { asc, eq } from 'drizzle-orm';
import { canSeeAgent, type Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agents } from '../../db/schema/agents.js';

/** The agents the caller may chat with (D3), for the /agent/chat picker. */
export async function listChatAgents(db: DbOrTx, { accountId, userId, role }: { accountId: string; userId: string; role: Role }) {
  const rows = await db.select().from(agents).where(eq(agents.accountId, accountId)).orderBy(asc(agents.name));
  return rows
    .filter((a) => canSeeAgent({ id: userId, role }, a))
    .map((a) => ({ id: a.id, name: a.name, description: a.description, status: a.status }));
}
