import { QA_PAIRS_PER_AGENT } from '@app/shared/limits';
import { NOTE_MESSAGES } from '@app/shared/i18n/knowledge-notes';
import { QA_MESSAGES, QA_SOURCE_LABEL } from '@app/shared/i18n/knowledge-qa';
import { WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import type { KnowledgeSource } from './knowledge-source.js';

/** An uploaded file (PDF, DOCX, TXT, CSV, XLSX, audio, video): processed by the job from its stored file. */
const fileSource: KnowledgeSource = { type: 'file' };

/** A page of a website the crawler stored (ADR 0138): cited with its address; the plan caps the pages of an agent (D16). */
const webPageSource: KnowledgeSource = {
  type: 'web_page',
  citesAddress: true,
  limitPerAgent: (plan) => ({
    max: plan.websitePagesPerAgent,
    message: WEBSITE_MESSAGES.pageLimitReached(plan.name, plan.websitePagesPerAgent),
    code: 'WEBSITE_PAGE_LIMIT',
  }),
};

/** A note written in the app (ADR 0173). */
const noteSource: KnowledgeSource = { type: 'note', fileWord: 'testo', notFound: NOTE_MESSAGES.notFound };

/** A question-and-answer pair (ADR 0173, 0174): cited as 'Domande e risposte', at most QA_PAIRS_PER_AGENT an agent. */
const qaSource: KnowledgeSource = {
  type: 'qa',
  fileWord: 'domanda',
  notFound: QA_MESSAGES.notFound,
  citationLabel: QA_SOURCE_LABEL,
  limitPerAgent: () => ({ max: QA_PAIRS_PER_AGENT, message: QA_MESSAGES.tooManyPairs, code: 'QA_PAIRS_LIMIT' }),
};

export const BUILTIN_SOURCES: readonly KnowledgeSource[] = [fileSource, webPageSource, noteSource, qaSource];
