import type { z } from 'zod';
import type { VisitorLanguage } from '@app/shared/visitor-language';

/** Who a tool runs for: the turn's account, agent, conversation and channel (never taken from the model's arguments). */
export interface TurnToolContext {
  accountId: string;
  agentId: string;
  conversationId: string;
  channel: string;
  /** The visitor's language (issue 48): the refusals and notices a tool gives back are written in it. */
  language?: VisitorLanguage;
  signal?: AbortSignal;
}

/** What a tool gives back to the model, and how the answer cites it ('Azione: Stato ordine', 'Prenotazioni'). */
export interface TurnToolResult {
  output: unknown;
  citation: { kind: 'action' | 'booking'; title: string };
}

/**
 * A capability offered to the model during a turn through the AI SDK's tools: a custom action (issue 46, 'Azioni')
 * or a booking step ('Prenotazioni'). Arguments are validated against `parameters` before `execute` runs.
 */
export interface TurnTool {
  name: string;
  description: string;
  parameters: z.ZodType;
  execute(args: unknown, context: TurnToolContext): Promise<TurnToolResult>;
}
