/** Who ran an action: the model during a turn, a visitor's form in the chat, or the team's 'Prova'. */
export const ACTION_CALL_SOURCES = ['model', 'form', 'test'] as const;
export type ActionCallSource = (typeof ACTION_CALL_SOURCES)[number];

/** How a call of an action (or of a booking step) ended. */
export const ACTION_CALL_OUTCOMES = [
  'ok',
  'http_error',
  'timeout',
  'too_big',
  'unreachable',
  'private',
  'bad_answer',
  'invalid_args',
  'rate_limited',
  'error',
] as const;
export type ActionCallOutcome = (typeof ACTION_CALL_OUTCOMES)[number];

/** What a logged tool call called: one of the agent's actions, or a booking step. */
export const TOOL_CALL_KINDS = ['action', 'booking'] as const;
export type ToolCallKind = (typeof TOOL_CALL_KINDS)[number];
