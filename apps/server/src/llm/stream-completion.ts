import { streamText } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ModelSettings } from './model-settings.js';
import type { ChatPrompt } from './prompt.js';

export type CompletionPart =
  { type: 'delta'; text: string } | { type: 'finish'; promptTokens: number | null; completionTokens: number | null };

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
  options: { signal?: AbortSignal; maxOutputTokens?: number; timeout?: { totalMs: number; chunkMs: number } } = {},
): AsyncGenerator<CompletionPart> {
  const provider = createOpenAICompatible({ name: 'llm', baseURL: settings.baseUrl, apiKey: settings.apiKey, includeUsage: true });
  const result = streamText({
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
