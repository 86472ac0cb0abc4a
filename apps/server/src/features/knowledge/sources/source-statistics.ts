import type { KnowledgeSourceType } from '@app/shared/states/knowledge';
import { and, count, eq, sum } from 'drizzle-orm';
import type { Plan } from '@app/shared/plans';
import type { DbOrTx } from '../../../db/client.js';
import { agentDocuments } from '../../../db/schema/documents.js';
import { knowledgeSources, requireKnowledgeSource } from './source-registry.js';
import type { SourceLimit } from './knowledge-source.js';

type AgentScope = { accountId: string; agentId: string };

/** How many documents of one kind the agent holds. */
export async function countSourceDocuments(
  db: DbOrTx,
  { accountId, agentId, type }: AgentScope & { type: KnowledgeSourceType },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agentDocuments)
    .where(and(eq(agentDocuments.accountId, accountId), eq(agentDocuments.agentId, agentId), eq(agentDocuments.sourceType, type)));
  return row?.n ?? 0;
}

/**
 * The kind's limit for the agent when one more document would pass it, else null. Called under the account's lock
 * (`lockAccount`) by whoever adds a document, so two additions at once cannot pass it together.
 */
export async function sourceLimitReached(
  db: DbOrTx,
  scope: AgentScope & { type: KnowledgeSourceType; plan: Plan },
): Promise<SourceLimit | null> {
  const limit = requireKnowledgeSource(scope.type).limitPerAgent?.(scope.plan);
  if (!limit) return null;
  return (await countSourceDocuments(db, scope)) >= limit.max ? limit : null;
}

export interface SourceStatistics {
  type: KnowledgeSourceType;
  documents: number;
  bytes: number;
  /** The kind's own limit under the plan, when it has one. */
  limit: number | null;
}

/** An agent's knowledge by kind: every registered kind, with none held as zero. */
export async function agentKnowledgeStatistics(db: DbOrTx, scope: AgentScope & { plan: Plan | null }): Promise<SourceStatistics[]> {
  const rows = await db
    .select({ type: agentDocuments.sourceType, n: count(), bytes: sum(agentDocuments.sizeBytes) })
    .from(agentDocuments)
    .where(and(eq(agentDocuments.accountId, scope.accountId), eq(agentDocuments.agentId, scope.agentId)))
    .groupBy(agentDocuments.sourceType);
  const byType = new Map(rows.map((row) => [row.type, row]));
  return knowledgeSources().map((source) => {
    const row = byType.get(source.type);
    return {
      type: source.type,
      documents: row?.n ?? 0,
      bytes: Number(row?.bytes ?? 0),
      limit: scope.plan && source.limitPerAgent ? source.limitPerAgent(scope.plan).max : null,
    };
  });
}
