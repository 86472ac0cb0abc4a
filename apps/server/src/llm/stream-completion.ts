import { stepCountIs, streamText, tool, type ToolSet } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ModelSettings } from './model-settings.js';
import type { ChatPrompt } from './prompt.js';
import type { TurnTool, TurnToolContext, TurnToolResult } from './turn-tool.js';

/** One tool call the model made and the server ran (or refused): what the turn cites and logs. */
export interface ToolCallPart {
  type: 'tool';
  tool: TurnTool;
  /** Null when the call failed (its input did not validate, the tool threw, or the turn's calls were used up). */
  citation: TurnToolResult['citation'] | null;
  durationMs: number;
}

export type CompletionPart =
  { type: 'delta'; text: string } | { type: 'finish'; promptTokens: number | null; completionTokens: number | null } | ToolCallPart;

/** The tools a turn offers the model (issue 46), who they run for, and how many calls one answer may make. */
export interface TurnToolSet {
  tools: readonly TurnTool[];
  context: TurnToolContext;
  maxCalls: number;
}

/** What the model reads when it asks for more calls than a turn allows (ADR 0261). */
const CALLS_USED_UP = { esito: 'errore', motivo: 'Limite di chiamate per questa risposta raggiunto: rispondi con ciò che sai.' };

/**
 * The turn's tools in the AI SDK's shape. Each `execute` runs the TurnTool with the turn's context (never anything
 * the model says about who is asking) and notes its citation by call id; past `maxCalls` a call is not run.
 */
function sdkTools(
  set: TurnToolSet,
  signal: AbortSignal | undefined,
  ran: Map<string, { citation: TurnToolResult['citation']; durationMs: number }>,
) {
  let calls = 0;
  const tools: ToolSet = {};
  for (const turnTool of set.tools) {
    tools[turnTool.name] = tool({
      description: turnTool.description,
      inputSchema: turnTool.parameters as never,
      execute: async (input: unknown, { toolCallId }: { toolCallId: string }) => {
        calls += 1;
        if (calls > set.maxCalls) return CALLS_USED_UP;
        const started = performance.now();
        const result = await turnTool.execute(input, { ...set.context, signal: signal ?? set.context.signal });
        ran.set(toolCallId, { citation: result.citation, durationMs: Math.round(performance.now() - started) });
        return result.output;
      },
    });
  }
  return tools;
}

/** Raised for any provider failure (HTTP error, refusal, broken stream, timeout); the caller shows an Italian message. */
export class ProviderError extends Error {
  /** The model answered and declined (no text, e.g. content_filter): the provider works, it said no. */
  readonly declined: boolean;
  constructor(message: string, options?: { cause?: unknown; declined?: boolean }) {
    super(message, options);
    this.name = 'ProviderError';
    this.declined = options?.declined ?? false;
  }
}

/** An answer not complete within totalMs, or a silent gap of chunkMs (before the first token or mid-answer), is a provider failure. */
export const PROVIDER_TIMEOUT_MS = { totalMs: 120_000, chunkMs: 30_000 };

/** Streams an answer from an OpenAI-compatible chat completions endpoint through the AI SDK. */
export async function* streamCompletion(
  settings: Extract<ModelSettings, { kind: 'provider' }>,
  prompt: ChatPrompt,
  options: {
    signal?: AbortSignal;
    maxOutputTokens?: number;
    timeout?: { totalMs: number; chunkMs: number };
    /** Offered to the model; each call's result goes back to it, and its answer follows (at most maxCalls + 1 steps). */
    tools?: TurnToolSet;
  } = {},
): AsyncGenerator<CompletionPart> {
  const provider = createOpenAICompatible({ name: 'llm', baseURL: settings.baseUrl, apiKey: settings.apiKey, includeUsage: true });
  const ran = new Map<string, { citation: TurnToolResult['citation']; durationMs: number }>();
  const toolSet = options.tools?.tools.length ? options.tools : null;
  const byName = new Map(toolSet?.tools.map((t) => [t.name, t]) ?? []);
  const result = streamText({
    ...(toolSet
      ? {
          tools: sdkTools(toolSet, options.signal, ran),
          stopWhen: stepCountIs(toolSet.maxCalls + 1),
          // The last step may not call again: it answers with what the calls gave.
          prepareStep: ({ stepNumber }: { stepNumber: number }) => (stepNumber >= toolSet.maxCalls ? { toolChoice: 'none' as const } : {}),
        }
      : {}),
    model: provider.chatModel(settings.model),
    system: prompt.system,
    messages: prompt.turns,
    maxRetries: 0,
    abortSignal: options.signal,
    timeout: options.timeout ?? PROVIDER_TIMEOUT_MS,
    maxOutputTokens: options.maxOutputTokens,
    // Errors are read from the stream below; the default handler would only log them to the console.
    onError: () => undefined,
  });
  let produced = false;
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) {
        produced = true;
        yield { type: 'delta', text: part.text };
      } else if (part.type === 'tool-result' || part.type === 'tool-error') {
        const turnTool = byName.get(part.toolName);
        const done = part.type === 'tool-result' ? ran.get(part.toolCallId) : undefined;
        if (turnTool) yield { type: 'tool', tool: turnTool, citation: done?.citation ?? null, durationMs: done?.durationMs ?? 0 };
      } else if (part.type === 'error') {
        throw new ProviderError('provider stream error', { cause: part.error });
      } else if (part.type === 'abort') {
        throw new ProviderError('provider call aborted');
      } else if (part.type === 'finish') {
        if (!produced) throw new ProviderError(`empty answer (${part.finishReason})`, { declined: true });
        yield { type: 'finish', promptTokens: part.totalUsage.inputTokens ?? null, completionTokens: part.totalUsage.outputTokens ?? null };
      }
    }
  } catch (error) {
    throw error instanceof ProviderError ? error : new ProviderError('provider call failed', { cause: error });
  }
}

/** A short, non-streamed completion (the memory conflict check). */
export async function completeText(
  settings: Extract<ModelSettings, { kind: 'provider' }>,
  prompt: ChatPrompt,
  signal?: AbortSignal,
): Promise<string> {
  let text = '';
  for await (const part of streamCompletion(settings, prompt, { signal, maxOutputTokens: 200 })) {
    if (part.type === 'delta') text += part.text;
  }
  return text;
}
