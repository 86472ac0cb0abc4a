import { VISITOR_COPY } from '@app/shared/i18n/visitor/index';
import type { AnswerBasis } from '../db/schema/chat.js';
import { FALLBACK_HEADER, OFFLINE_HEADER, VISITOR_HEADER } from './offline-responder.js';

/**
 * A stored answer as a member reads it in the conversation review and the inbox (issue 44): a visitor's automatic
 * answer, stored under the visitor's label, opens with the reason members are told (no model configured, or the
 * configured one failing).
 */
export function memberAnswerText(row: { text: string; answerBasis: AnswerBasis | null }): string {
  const kind = row.answerBasis?.automatic;
  // The label is in the visitor's language (issue 48): members read the Italian reason whichever it was.
  const label = kind ? VISITOR_HEADERS.find((header) => row.text.startsWith(header)) : undefined;
  if (!kind || !label) return row.text;
  return (kind === 'fallback' ? FALLBACK_HEADER : OFFLINE_HEADER) + row.text.slice(label.length);
}

/** The automatic answer's label in every visitor language, Italian first. */
const VISITOR_HEADERS = [VISITOR_HEADER, ...Object.values(VISITOR_COPY).map((copy) => `**${copy.answers.automaticLabel}**`)];

/**
 * A stored answer as a visitor reads it again (issue 44): answers stored before the visitor's label existed open with
 * the configuration header, which a visitor must never read; it is given with the label instead.
 */
export function visitorAnswerText(text: string): string {
  for (const header of [OFFLINE_HEADER, FALLBACK_HEADER]) {
    if (text.startsWith(header)) return VISITOR_HEADER + text.slice(header.length);
  }
  return text;
}
