import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

/**
 * Unit tests of the web's hooks without a DOM (issue 32). The hook runs once inside a server render under a
 * QueryClientProvider: enough to get `useMutation`'s `mutateAsync` (its MutationObserver is built on the first
 * render) and to call it afterwards, outside React, against the real QueryClient. Effects never run there, which is
 * fine for hooks whose cache updates live in the mutation's callbacks.
 */
export function runHook<T>(hook: () => T, queryClient: QueryClient): T {
  let result: { value: T } | null = null;
  function Probe() {
    result = { value: hook() };
    return null;
  }
  renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(Probe)));
  if (!result) throw new Error('The hook did not run.');
  return (result as { value: T }).value;
}

/** One request the page sent, as the server would read it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** `body` is sent as JSON, `text` as it is (a streamed NDJSON answer). */
type Answer = { status?: number; body?: unknown; text?: string };

/**
 * The browser's `fetch` replaced by a function answering with real `Response` objects (the network is this unit's
 * outer boundary): `answers` maps 'METHOD /api/path' to the answer; anything else is a 404 with an Italian message.
 * Each test file restores it with `afterEach(() => vi.unstubAllGlobals())` (files share their worker, ADR 0130).
 */
export function serveFetch(answers: Record<string, Answer | ((request: SentRequest) => Answer)>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
    const request = { method, path: input, body };
    sent.push(request);
    const entry = answers[`${method} ${input}`];
    const answer = typeof entry === 'function' ? entry(request) : (entry ?? { status: 404, body: { message: 'Risorsa non trovata.' } });
    return new Response(answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body)), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** A client as the app builds it, with some queries already cached (fresh, as a page would have left them). */
export function clientWith(entries: [QueryKey, unknown][]): QueryClient {
  const queryClient = createQueryClient();
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
  return queryClient;
}

/** Whether the cached query was marked stale by an invalidation (undefined: not in the cache at all). */
export const isInvalidated = (queryClient: QueryClient, key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
