import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A question containing this word gets an answer that streams for half a minute (one word every 250 ms). */
export const SLOW_ANSWER_MARKER = 'lentamente';
/** A question containing this word gets an answer that streams for about six seconds (one word every 250 ms). */
export const PACED_ANSWER_MARKER = 'pacatamente';

/**
 * The cluster's language model: a real OpenAI-compatible server on a local socket (POST …/chat/completions,
 * streamed as server-sent events). It answers at once, except for questions asking for a slow answer, which
 * let a test kill the instance that is streaming one.
 */
export async function startClusterLlm(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { model: string; messages: { role: string; content: string }[] };
      const question = body.messages.at(-1)?.content ?? '';
      const slow = question.includes(SLOW_ANSWER_MARKER);
      const paced = question.includes(PACED_ANSWER_MARKER);
      const text = slow
        ? 'Sto rispondendo con calma, una parola alla volta. '.repeat(20)
        : paced
          ? 'Rispondo senza fretta, parola dopo parola, fino alla fine della frase. '.repeat(2)
          : 'Ecco la risposta dal documento.';
      const words = text.match(/\S+\s*/g)!;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (delta: object, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id: 'chatcmpl-cluster', object: 'chat.completion.chunk', created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < words.length) {
          send(i === 0 ? { role: 'assistant', content: words[i] } : { content: words[i] });
          i += 1;
          setTimeout(next, slow || paced ? 250 : 0);
          return;
        }
        send({}, 'stop');
        res.end('data: [DONE]\n\n');
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
