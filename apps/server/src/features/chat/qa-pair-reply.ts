import type { ChatSource } from '@app/shared/api/chat';
import type { VisitorCopy } from '@app/shared/i18n/visitor/index';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import type { QaAnswer } from '../knowledge/qa/find-qa-answer.js';

/**
 * The reply to a question a pair answers (ADR 0175): the pair's answer exactly as the business wrote it, cited as
 * 'Domande e risposte' (the citation opens the pair's passage). No offline label above it, with or without a model:
 * the business wrote it (issue 45). Offline its source is written under it as the offline answers do; with a model the
 * answer is the whole reply, no model called.
 */
export function qaPairReply(
  qa: QaAnswer,
  {
    offline,
    citeSources,
    language,
    answers,
  }: { offline: boolean; citeSources: boolean; language: VisitorLanguage; answers: VisitorCopy['answers'] },
): { text: string; sources: ChatSource[] } {
  // The owner's answer in the visitor's language when they wrote one (issue 48); else the Italian one with a note.
  const translated = language === 'it' ? undefined : qa.translations[language];
  const body = translated ?? (answers.italianOnly ? `${qa.answer}\n\n${answers.italianOnly}` : qa.answer);
  const source: ChatSource = {
    kind: 'document',
    documentId: qa.documentId,
    file: answers.qaSource,
    page: null,
    paragraph: null,
    startMs: null,
    endMs: null,
    ...(qa.chunkId ? { chunkId: qa.chunkId } : {}),
  };
  const text = offline && citeSources ? `${body}\n\n${answers.source(answers.qaSource)}` : body;
  return { text, sources: citeSources ? [source] : [] };
}
