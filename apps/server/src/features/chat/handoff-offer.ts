import { offersPerson, type AnswerOutcome } from '@app/shared/answer-outcome';
import { NOTHING_FOUND } from '../../llm/offline-responder.js';

/** The visitor asks for a person ('operatore', 'parlare con qualcuno', 'una persona vera'…). */
const ASKS_FOR_PERSON =
  /\b(operator[ei]|operatrice|assistenza umana|persona (vera|reale|fisica)|essere umano|un umano|parlare con (qualcuno|una persona|un responsabile|un operatore|voi)|(voglio|vorrei) una persona|contattatemi|richiamatemi|mi richiami)\b/i;

/** The model says it does not know, or cannot help. */
const DOES_NOT_KNOW =
  /\b(non (lo )?so\b|non ho (trovato |)(informazioni|dati|dettagli)|non dispongo di|non sono in grado|non posso (rispondere|aiutarti)|non conosco|non ho accesso|non è presente nei documenti|non trovo)/i;

/** The visitor asks for a person: on WhatsApp and Telegram this makes the hand-off request itself (ADR 0186). */
export function asksForPerson(question: string): boolean {
  return ASKS_FOR_PERSON.test(question);
}

/**
 * Whether the agent offers 'Parla con una persona' after an answer (issue 30): the turn ended not answered or asking for
 * a person (issue 45), it found no passage (offline), the model said it does not know, or the visitor asked for a person.
 */
export function shouldOfferHandoff(question: string, answer: string, outcome?: AnswerOutcome | null): boolean {
  return offersPerson(outcome) || answer.includes(NOTHING_FOUND) || DOES_NOT_KNOW.test(answer) || ASKS_FOR_PERSON.test(question);
}
