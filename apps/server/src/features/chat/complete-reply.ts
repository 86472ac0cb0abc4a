import { and, eq, sql } from 'drizzle-orm';
import type { ChatSource } from '@app/shared/api/chat';
import type { AnswerOutcome } from '@app/shared/answer-outcome';
import type { Db } from '../../db/client.js';
import { messages, type AnswerBasis } from '../../db/schema/chat.js';

/** What a complete answer writes into its reserved reply row. */
export interface CompletedReply {
  replyId: string;
  accountId: string;
  text: string;
  sources: ChatSource[];
  latencyMs: number;
  firstTokenMs: number | null;
  answerBasis: AnswerBasis | null;
  outcome: AnswerOutcome | null;
  promptTokens: number | null;
  completionTokens: number | null;
}

// The JSON columns are given as text and cast: a placeholder's array would otherwise be sent as a PostgreSQL array.
const json = (name: string) => sql`${sql.placeholder(name)}::jsonb`;

function prepareCompletion(db: Db) {
  return db
    .update(messages)
    .set({
      text: sql`${sql.placeholder('text')}`,
      sources: json('sources'),
      reservedBy: null,
      latencyMs: sql`${sql.placeholder('latencyMs')}::integer`,
      firstTokenMs: sql`${sql.placeholder('firstTokenMs')}::integer`,
      answerBasis: json('answerBasis'),
      outcome: sql`${sql.placeholder('outcome')}`,
      promptTokens: sql`${sql.placeholder('promptTokens')}::integer`,
      completionTokens: sql`${sql.placeholder('completionTokens')}::integer`,
    })
    .where(and(eq(messages.id, sql.placeholder('replyId')), eq(messages.accountId, sql.placeholder('accountId'))))
    .returning()
    .prepare('chat_reply_completed');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareCompletion>>();

/**
 * Writes a turn's complete answer into its reply row, the last statement of every answered turn (issue 49): built once
 * per database and prepared by name, so drizzle does not build it again and PostgreSQL plans it once per connection.
 * Undefined when the row is gone: another stream took the reply over (ADR 0162).
 */
export async function completeReply(db: Db, reply: CompletedReply): Promise<typeof messages.$inferSelect | undefined> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareCompletion(db)));
  const [row] = await statement.execute({
    ...reply,
    sources: JSON.stringify(reply.sources),
    answerBasis: reply.answerBasis === null ? null : JSON.stringify(reply.answerBasis),
  });
  return row;
}
