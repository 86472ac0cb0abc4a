import { and, count, eq } from 'drizzle-orm';
import { QA_MESSAGES } from '@app/shared/i18n/knowledge-qa';
import { QA_PAIRS_PER_AGENT } from '@app/shared/limits';
import { type QaPairValues } from '@app/shared/api/knowledge-qa';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import { knowledgeQaPairs } from '../../../db/schema/knowledge-qa.js';
import { conflict } from '../../../base/errors.js';
import { requireAgent } from '../../agents/require-agent.js';
import { saveWrittenSource } from '../documents/written-source.js';
import { findQaPair, qaIndexedText, toQaPair } from './qa-pair-dto.js';

/**
 * A question-and-answer pair (issue 29): a document of source type 'qa' (searched and cited like any) and the pair's
 * own row, which the chat compares visitors' questions with (ADR 0174). At most QA_PAIRS_PER_AGENT per agent.
 */
export async function createQaPair(
  ctx: AppContext,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: QaPairValues },
) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  const row = await saveWrittenSource(ctx, {
    accountId: caller.accountId,
    agentId: agent.id,
    sourceType: 'qa',
    title: input.question,
    fileType: 'text/plain',
    text: qaIndexedText(input),
    within: async (tx, document) => {
      // Under the account's lock: two pairs added at once cannot pass the limit together.
      const [counted] = await tx
        .select({ n: count() })
        .from(knowledgeQaPairs)
        .where(and(eq(knowledgeQaPairs.accountId, caller.accountId), eq(knowledgeQaPairs.agentId, agent.id)));
      if ((counted?.n ?? 0) >= QA_PAIRS_PER_AGENT) throw conflict(QA_MESSAGES.tooManyPairs, 'QA_PAIRS_LIMIT');
      await tx.insert(knowledgeQaPairs).values({
        documentId: document.id,
        accountId: caller.accountId,
        agentId: agent.id,
        question: input.question,
        variants: input.variants,
        answer: input.answer,
      });
    },
  });
  const { pair } = await findQaPair(ctx.db, { accountId: caller.accountId, agentId: agent.id, pairId: row.id });
  return toQaPair(row, pair);
}
