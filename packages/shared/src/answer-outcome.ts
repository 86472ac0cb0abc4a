import { z } from 'zod';

/**
 * How an agent's turn ended (issue 45). A serious business would rather say "non lo so" than answer with a passage
 * about something else, so every answer records which of these it was:
 * - `knowledge`: from the documents or the team memory, with its sources;
 * - `qa_pair`: a question-and-answer pair, as written;
 * - `business_card`: the agent's 'Scheda attività' (address, phone, e-mail, opening hours);
 * - `small_talk`: a greeting or thanks, answered politely without a search;
 * - `person_request`: the visitor asked for a person, offered one instead of a search;
 * - `not_answered`: nothing the agent knows answers the question (a knowledge gap).
 * Null: a visitor's or team's message, a memory command, and answers stored before issue 45.
 */
export const ANSWER_OUTCOMES = ['knowledge', 'qa_pair', 'business_card', 'small_talk', 'person_request', 'not_answered'] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];
export const answerOutcomeSchema = z.enum(ANSWER_OUTCOMES);

/** The outcomes after which a public visitor is offered 'Parla con una persona'. */
export const offersPerson = (outcome: AnswerOutcome | null | undefined): boolean =>
  outcome === 'not_answered' || outcome === 'person_request';
