/** One model-agnostic prompt: a system text and the conversation turns. */
export interface PromptTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatPrompt {
  system: string;
  turns: PromptTurn[];
}
