import { expect } from 'vitest';

export interface SseEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Opens /api/events over a real socket with a session cookie; resolves once the server has subscribed it. */
export async function openEventStream(base: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: abort.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseEvent[] = [];
  const readBlock = async (): Promise<string> => {
    while (!buffer.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream closed');
      buffer += decoder.decode(value, { stream: true });
    }
    const end = buffer.indexOf('\n\n');
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    return block;
  };
  // The 'retry' preamble is written in the same tick as the subscription.
  expect(await readBlock()).toBe('retry: 2000');
  const readEvent = async (): Promise<SseEvent> => {
    for (;;) {
      const block = await readBlock();
      const name = block.match(/^event: (.+)$/m)?.[1];
      const data = block.match(/^data: (.+)$/m)?.[1];
      if (name && data) return { type: name, data: JSON.parse(data) as Record<string, unknown> };
    }
  };
  return {
    /** The next event of this type, in the order the server wrote them. */
    async next(type: string): Promise<SseEvent> {
      for (;;) {
        const queued = queue.findIndex((e) => e.type === type);
        if (queued >= 0) return queue.splice(queued, 1)[0]!;
        queue.push(await readEvent());
      }
    },
    /** Every event received before the next one of this type (that one is consumed too). */
    async before(type: string): Promise<SseEvent[]> {
      const seen: SseEvent[] = [];
      for (;;) {
        const event = queue.shift() ?? (await readEvent());
        if (event.type === type) return seen;
        seen.push(event);
      }
    },
    close: () => abort.abort(),
  };
}
