import { asc, eq } from 'drizzle-orm';
import type { AgentApiKeyOption } from '@app/shared/api/api-keys';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys } from '../../db/schema/platform.js';

/** Spec list-agent-api-keys: the platform's keys an agent may use, by id and name only. */
export async function listAgentApiKeyOptions(db: DbOrTx): Promise<AgentApiKeyOption[]> {
  return db.select({ id: apiKeys.id, name: apiKeys.name }).from(apiKeys).orderBy(asc(apiKeys.name), asc(apiKeys.id));
}

/** Whether an agent may reference this key (keys are the platform's, shared by every account: D8). */
export async function apiKeyExists(db: DbOrTx, apiKeyId: string): Promise<boolean> {
  const [row] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, apiKeyId));
  return Boolean(row);
}
