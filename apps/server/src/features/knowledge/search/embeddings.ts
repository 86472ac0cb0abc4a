import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';

/** Where embeddings come from: an OpenAI-compatible `/embeddings` endpoint (the LLM provider's). */
export interface EmbeddingSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

const tableChecks = new WeakMap<object, Promise<boolean>>();

/**
 * Embeddings are used when a model is configured (EMBEDDING_MODEL with LLM_BASE_URL) and the database has
 * pgvector (the optional chunk_embeddings table exists). Otherwise retrieval is full text alone.
 */
export async function embeddingSettings(ctx: Pick<AppContext, 'config' | 'database'>): Promise<EmbeddingSettings | null> {
  const { EMBEDDING_MODEL, LLM_BASE_URL, LLM_API_KEY } = ctx.config;
  if (!EMBEDDING_MODEL || !LLM_BASE_URL || !ctx.database.hasVector) return null;
  let check = tableChecks.get(ctx.database);
  if (!check) {
    check = ctx.database.sql.query<{ ok: boolean }>("select to_regclass('chunk_embeddings') is not null as ok").then(
      (r) => Boolean(r.rows[0]?.ok),
      () => false,
    );
    tableChecks.set(ctx.database, check);
  }
  if (!(await check)) return null;
  return { baseUrl: LLM_BASE_URL.replace(/\/+$/, ''), apiKey: LLM_API_KEY, model: EMBEDDING_MODEL };
}

/** How long one request to the embedding service may take: a service that hangs must not hang indexing or search. */
export const EMBEDDING_TIMEOUT_MS = 60_000;

/** One vector per text, in order. Throws on any failure, a timeout included (callers fall back to full text). */
export async function embedTexts(
  settings: EmbeddingSettings,
  texts: string[],
  signal?: AbortSignal,
  timeoutMs = EMBEDDING_TIMEOUT_MS,
): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let i = 0; i < texts.length; i += 64) {
    const batch = texts.slice(i, i + 64);
    const response = await fetch(`${settings.baseUrl}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({ model: settings.model, input: batch }),
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`embedding service answered ${response.status}`);
    const body = (await response.json()) as { data?: { embedding?: unknown; index?: number }[] };
    const data = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    if (data.length !== batch.length || !data.every((d) => Array.isArray(d.embedding) && d.embedding.every((x) => typeof x === 'number'))) {
      throw new Error('embedding service answered an unexpected body');
    }
    vectors.push(...data.map((d) => d.embedding as number[]));
  }
  return vectors;
}

export const vectorLiteral = (vector: number[]) => `[${vector.join(',')}]`;

/** Stores the vectors of freshly indexed chunks (inside the indexing transaction). */
export async function storeEmbeddings(
  tx: DbOrTx,
  rows: { chunkId: string; accountId: string; agentId: string; model: string; vector: number[] }[],
) {
  for (let i = 0; i < rows.length; i += 100) {
    const values = rows
      .slice(i, i + 100)
      .map((row) => sql`(${row.chunkId}, ${row.accountId}, ${row.agentId}, ${row.model}, ${vectorLiteral(row.vector)}::vector)`);
    await tx.execute(
      sql`insert into chunk_embeddings (chunk_id, account_id, agent_id, model, embedding) values ${sql.join(values, sql`, `)}`,
    );
  }
}

/** The agent's chunks nearest to the query vector (cosine), best first. */
export async function nearestChunks(
  db: DbOrTx,
  args: { accountId: string; agentId: string; model: string; vector: number[]; limit: number },
) {
  const result = await db.execute<{ chunk_id: string }>(sql`
    select chunk_id from chunk_embeddings
    where account_id = ${args.accountId} and agent_id = ${args.agentId} and model = ${args.model}
      and vector_dims(embedding) = ${args.vector.length}
    order by embedding <=> ${vectorLiteral(args.vector)}::vector
    limit ${args.limit}
  `);
  return result.rows.map((r) => r.chunk_id);
}
