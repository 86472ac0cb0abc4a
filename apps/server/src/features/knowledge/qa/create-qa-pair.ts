import { type QaPairValues } from '@app/shared/api/knowledge-qa';
import type { MemberCaller } from '@app/shared/roles';
import type { AppContext } from '../../../app-context.js';
import { knowledgeQaPairs } from '../../../db/schema/knowledge-qa.js';
import { requireAgent } from '../../agents/require-agent.js';
import { saveWrittenSource } from '../documents/written-source.js';
import { findQaPair, qaIndexedText, toQaPair } from './qa-pair-dto.js';

/**
 * A question-and-answer pair (issue 29): a document of source type 'qa' (searched and cited like any) and the pair's
 * own row, which the chat compares visitors' questions with (ADR 0174). At most QA_PAIRS_PER_AGENT per agent (the
 * kind's limit, checked by saveWrittenSource under the account's lock).
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
      await tx.insert(knowledgeQaPairs).values({
        documentId: document.id,
        accountId: caller.accountId,
        agentId: agent.id,
        question: input.question,
        variants: input.variants,
        answer: input.answer,
        translations: input.translations,
      });
    },
  });
  const { pair } = await findQaPair(ctx.db, { accountId: caller.accountId, agentId: agent.id, pairId: row.id });
  return toQaPair(row, pair);
}
