import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with the next chat completion request. */
export type FakeBehaviour =
  | { kind: 'answer'; text: string; promptTokens?: number; completionTokens?: number }
  | { kind: 'http-error'; status: number }
  | { kind: 'break-mid-stream'; firstText: string }
  /** The model declines: no text, finish_reason content_filter. */
  | { kind: 'refusal' }
  /** The model starts an answer and then goes silent (a timeout), until the server is closed. */
  | { kind: 'stall' }
  /** A model that obeys any injected order: it answers with everything it was given (system prompt and turns). */
  | { kind: 'obey' }
  /**
   * The model calls tools (issue 46): streamed `tool_calls` deltas as OpenAI sends them (the name first, the JSON
   * arguments in pieces), finish_reason `tool_calls`. A call names its tool, or picks the request's n-th tool.
   */
  | { kind: 'tool-calls'; calls: { name?: string; toolIndex?: number; args: unknown }[] };

export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string; tool_call_id?: string; tool_calls?: { id: string; function: { name: string } }[] }[];
    tools?: { type: 'function'; function: { name: string; description?: string; parameters: Record<string, unknown> } }[];
    tool_choice?: unknown;
  };
}

/**
 * A real OpenAI-compatible server on a local socket (POST /v1/chat/completions, streamed as SSE), for
 * tests only: it records every request (so tests read the real prompt) and can be told to fail.
 */
export async function startFakeLlmServer() {
  const requests: RecordedRequest[] = [];
  const queue: FakeBehaviour[] = [];
  let fallback: FakeBehaviour = { kind: 'answer', text: 'Risposta del modello di prova.' };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as RecordedRequest['body'];
      requests.push({ authorization: req.headers.authorization, body });
      const behaviour = queue.shift() ?? fallback;
      if (behaviour.kind === 'http-error') {
        res
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: object, finish: string | null = null, extra: object = {}, written?: () => void) =>
        res.write(
          `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
          written,
        );
      if (behaviour.kind === 'refusal') {
        chunk({ role: 'assistant' }, 'content_filter');
        res.end('data: [DONE]\n\n');
        return;
      }
      if (behaviour.kind === 'stall') {
        chunk({ role: 'assistant', content: 'Un attimo' });
        return;
      }
      if (behaviour.kind === 'tool-calls') {
        behaviour.calls.forEach((call, index) => {
          const name = call.name ?? body.tools?.[call.toolIndex ?? 0]?.function.name ?? 'missing_tool';
          const args = JSON.stringify(call.args);
          const half = Math.ceil(args.length / 2);
          const id = `call_${requests.length}_${index}`;
          chunk({
            ...(index === 0 ? { role: 'assistant', content: null } : {}),
            tool_calls: [{ index, id, type: 'function', function: { name, arguments: '' } }],
          });
          chunk({ tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] });
          chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] });
        });
        chunk({}, 'tool_calls');
        res.end('data: [DONE]\n\n');
        return;
      }
      if (behaviour.kind === 'break-mid-stream') {
        // The first words leave before the connection breaks: the client has shown them when the answer fails.
        chunk({ role: 'assistant', content: behaviour.firstText }, null, {}, () => res.socket?.destroy());
        return;
      }
      const text = behaviour.kind === 'obey' ? body.messages.map((m) => m.content).join('\n') : behaviour.text;
      const usage: { promptTokens?: number; completionTokens?: number } = behaviour.kind === 'answer' ? behaviour : {};
      const words = text.match(/\s*\S+/g) ?? [];
      words.forEach((w, i) => chunk(i === 0 ? { role: 'assistant', content: w } : { content: w }));
      chunk({}, 'stop');
      res.write(
        `data: ${JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion.chunk',
          created: 1,
          model: body.model,
          choices: [],
          usage: {
            prompt_tokens: usage.promptTokens ?? 42,
            completion_tokens: usage.completionTokens ?? words.length,
            total_tokens: (usage.promptTokens ?? 42) + words.length,
          },
        })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Behaviours for the next requests, in order; after them the default answer. */
    enqueue: (...behaviours: FakeBehaviour[]) => {
      queue.push(...behaviours);
    },
    setDefault: (behaviour: FakeBehaviour) => {
      fallback = behaviour;
    },
    lastPrompt: () => {
      const last = requests.at(-1);
      return last ? last.body.messages.map((m) => `${m.role}: ${m.content}`).join('\n') : '';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeLlmServer = Awaited<ReturnType<typeof startFakeLlmServer>>;
