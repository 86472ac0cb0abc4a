import type { AnswerOutcome } from './states/answer-outcome.js';
// Zod-free, so the analytics page reads the list without loading zod (ADR 0212); the schema is `z.enum(ANSWER_OUTCOMES)` in api/.
/**
 * How an agent's turn ended (issue 45). A serious business would rather say "non lo so" than answer with a passage
 * about something else, so every answer records which of these it was:
 * - `knowledge`: from the documents or the team memory, with its sources;
 * - `qa_pair`: a question-and-answer pair, as written;
 * - `business_card`: the agent's 'Scheda attività' (address, phone, e-mail, opening hours);
 * - `small_talk`: a greeting or thanks, answered politely without a search;
 * - `person_request`: the visitor asked for a person, offered one instead of a search;
 * - `not_answered`: nothing the agent knows answers the question (a knowledge gap);
 * - `action`: a custom action answered (the model called it), or was offered as a form (without a model, issue 46).
 * Null: a visitor's or team's message, a memory command, and answers stored before issue 45.
 */
export { ANSWER_OUTCOMES, type AnswerOutcome } from './states/answer-outcome.js';

/** The outcomes after which a public visitor is offered 'Parla con una persona'. */
export const offersPerson = (outcome: AnswerOutcome | null | undefined): boolean =>
  outcome === 'not_answered' || outcome === 'person_request';
