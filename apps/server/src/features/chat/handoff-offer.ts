import { offersPerson, type AnswerOutcome } from '@app/shared/answer-outcome';
import type { HandoffRequested } from '@app/shared/api/handoff';
import type { AppContext } from '../../app-context.js';
import { requestHandoff, type HandoffRequestArgs } from '../handoff/request-handoff.js';
import { NOTHING_FOUND } from '../../llm/offline-responder.js';

/** The visitor asks for a person ('operatore', 'parlare con qualcuno', 'una persona vera'…), in any of their languages (issue 48). */
const ASKS_FOR_PERSON = new RegExp(
  [
    /\b(operator[ei]|operatrice|assistenza umana|persona (vera|reale|fisica)|essere umano|un umano|parlare con (qualcuno|una persona|un responsabile|un operatore|voi)|(voglio|vorrei) una persona|contattatemi|richiamatemi|mi richiami)\b/,
    /\b((talk|speak|chat) (to|with) (a |an )?(real )?(person|human|someone|somebody|agent|operator|member of staff)|human (agent|operator)|a real person|call me back)\b/,
    /\b(mit (einem|einer) (echten )?(menschen|person|mitarbeiter(in)?)|(einen|eine) (menschen|mitarbeiter(in)?) sprechen|rufen sie mich (bitte )?zurück)(?![\p{L}])/u,
    /(parler (à|a|avec) (une (vraie )?personne|quelqu'un|quelqu’un|un humain|un conseiller|un opérateur)|rappelez-moi)(?![\p{L}])/u,
    /(hablar con (una persona|alguien|un humano|un agente|un operador)|persona real|llámenme|llamadme)(?![\p{L}])/u,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'iu',
);

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

/**
 * A sender on a messaging app (WhatsApp, Telegram, Messenger, Instagram) or a mailbox who asks for a person (the public
 * chat's detection) gets the hand-off request at once, their channel id as contact and no e-mail (ADR 0186). Null when
 * the question asks for no one.
 */
export async function requestHandoffIfAsked(
  ctx: AppContext,
  args: HandoffRequestArgs & { question: string },
): Promise<HandoffRequested | null> {
  if (!asksForPerson(args.question)) return null;
  return requestHandoff(ctx, args);
}
