import type { ChatSource } from '@app/shared/api/chat';
import type { OpeningHours } from '@app/shared/api/handoff';
import { BUSINESS_CARD_LABEL } from '@app/shared/i18n/answer-outcome';
import { visitorCopy, type VisitorCopy } from '@app/shared/i18n/visitor/index';
import type { Intent } from './detect-intent.js';

export interface BusinessCardFacts {
  address: string;
  phone: string;
  email: string;
  /** The hand-off opening hours (Monday first), or null when none are set. */
  openingHours: OpeningHours | null;
}

/** The source an answer from the card cites: no document to open, like the team memory's. */
export const BUSINESS_CARD_SOURCE: ChatSource = { kind: 'business_card', documentId: '', file: BUSINESS_CARD_LABEL, page: null };

/**
 * The answer to 'dove siete?', 'a che ora aprite?'… from what the business wrote in its 'Scheda attività' and its hand-off
 * hours (issue 45), or null when it did not give that detail: the question then goes to the knowledge like any other.
 */
export function businessCardAnswer(
  intent: Intent,
  facts: BusinessCardFacts,
  T: VisitorCopy['answers'] = visitorCopy('it').answers,
): string | null {
  if (intent === 'address' && facts.address) return T.address(facts.address);
  if (intent === 'phone' && facts.phone) return T.phone(facts.phone);
  if (intent === 'email' && facts.email) return T.email(facts.email);
  if (intent === 'hours' && facts.openingHours) return hoursText(facts.openingHours, T);
  return null;
}

/** The week's hours in the reader's language (the weekdays are the catalogue's; times stay 24-hour, as every language here writes them). */
function hoursText(hours: OpeningHours, T: VisitorCopy['answers'] = visitorCopy('it').answers): string {
  const days = hours.map((day, i) => `- ${T.weekdays[i]}: ${day ? `${day.open}–${day.close}` : T.closedDay}`);
  return `${T.hoursTitle}\n\n${days.join('\n')}`;
}

/** The card's details in the prompt, so a model answers from them too (and cites them). */
export function businessCardPrompt(facts: BusinessCardFacts): string | null {
  const lines = [
    facts.address ? `- Indirizzo: ${facts.address}` : '',
    facts.phone ? `- Telefono: ${facts.phone}` : '',
    facts.email ? `- E-mail: ${facts.email}` : '',
    facts.openingHours ? `- Orari:\n${hoursText(facts.openingHours).split('\n').slice(2).join('\n')}` : '',
  ].filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}
