import { and, eq, sql } from 'drizzle-orm';
import type { QaPairValues } from '@app/shared/api/knowledge-qa';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import { knowledgeQaPairs } from '../../../db/schema/knowledge-qa.js';
import { requireAgent } from '../../agents/require-agent.js';
import { saveWrittenSource } from '../documents/written-source.js';
import { findQaPair, qaIndexedText, toQaPair } from './qa-pair-dto.js';

/** A pair's new question, variants and answer: its passage is indexed again before the answer. */
export async function updateQaPair(
  ctx: AppContext,
  { caller, agentId, pairId, input }: { caller: MemberCaller; agentId: string; pairId: string; input: QaPairValues },
) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  const { document: existing } = await findQaPair(ctx.db, { accountId: caller.accountId, agentId: agent.id, pairId });
  const row = await saveWrittenSource(ctx, {
    accountId: caller.accountId,
    agentId: agent.id,
    sourceType: 'qa',
    existing,
    title: input.question,
    fileType: 'text/plain',
    text: qaIndexedText(input),
    within: async (tx) => {
      await tx
        .update(knowledgeQaPairs)
        .set({
          question: input.question,
          variants: input.variants,
          answer: input.answer,
          translations: input.translations,
          updatedAt: sql`now()`,
        })
        .where(and(eq(knowledgeQaPairs.documentId, existing.id), eq(knowledgeQaPairs.accountId, caller.accountId)));
    },
  });
  const { pair } = await findQaPair(ctx.db, { accountId: caller.accountId, agentId: agent.id, pairId: row.id });
  return toQaPair(row, pair);
}
