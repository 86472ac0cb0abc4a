/** How an agent's turn ended (issue 45): each value is described in `answer-outcome.ts`. */
export const ANSWER_OUTCOMES = ['knowledge', 'qa_pair', 'business_card', 'small_talk', 'person_request', 'not_answered', 'action'] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];
