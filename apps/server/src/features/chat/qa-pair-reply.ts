import type { ChatSource } from '@app/shared/api/chat';
import { QA_SOURCE_LABEL } from '@app/shared/i18n/knowledge-qa';
import type { QaAnswer } from '../knowledge/qa/find-qa-answer.js';

/**
 * The reply to a question a pair answers (ADR 0175): the pair's answer exactly as the business wrote it, cited as
 * 'Domande e risposte' (the citation opens the pair's passage). Offline it follows the offline label already streamed,
 * with its source written under it as the offline answers do; with a model it is the whole reply, no model called.
 */
export function qaPairReply(
  qa: QaAnswer,
  { offline, citeSources }: { offline: boolean; citeSources: boolean },
): { text: string; sources: ChatSource[] } {
  const source: ChatSource = {
    kind: 'document',
    documentId: qa.documentId,
    file: QA_SOURCE_LABEL,
    page: null,
    paragraph: null,
    startMs: null,
    endMs: null,
    ...(qa.chunkId ? { chunkId: qa.chunkId } : {}),
  };
  const text = offline ? `\n\n${qa.answer}${citeSources ? `\n\n— *Fonte: ${QA_SOURCE_LABEL}*` : ''}` : qa.answer;
  return { text, sources: citeSources ? [source] : [] };
}
