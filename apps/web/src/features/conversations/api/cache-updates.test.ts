import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { conversationKeys } from './keys';
import { useEraseVisitor } from './erase-visitor';
import { useUpdateRetention } from './update-retention';

afterEach(() => vi.unstubAllGlobals());

const range = { from: '2026-11-01', to: '2026-11-27' };
const cached = () =>
  clientWith([
    [conversationKeys.list(range), { rows: [] }],
    [conversationKeys.retention(), { days: 365 }],
    [['agents', 'list'], []],
  ]);

describe('conversation review mutations update the cache', () => {
  it("useEraseVisitor: every conversation list is stale (the visitor's conversations are gone), and the page's other caches", async () => {
    const sent = serveFetch({
      'POST /api/privacy/visitor-erasure': { body: { success: true, message: 'Cancellata 1 conversazione del visitatore.', deleted: 1 } },
    });
    const queryClient = cached();
    const onErased = vi.fn(async () => undefined);
    await runHook(() => useEraseVisitor(onErased), queryClient).mutateAsync({ email: 'v@esempio.it' } as never);
    expect(sent[0]!.body).toEqual({ email: 'v@esempio.it' });
    expect(isInvalidated(queryClient, conversationKeys.list(range))).toBe(true);
    expect(onErased).toHaveBeenCalledOnce();
    expect(isInvalidated(queryClient, ['agents', 'list'])).toBe(false);
  });

  it('useUpdateRetention: the retention holds what the server saved, the rest untouched', async () => {
    serveFetch({ 'PUT /api/analytics/retention': { body: { days: 90 } } });
    const queryClient = cached();
    await runHook(() => useUpdateRetention(), queryClient).mutateAsync({ days: 90 } as never);
    expect(queryClient.getQueryData(conversationKeys.retention())).toEqual({ days: 90 });
    expect(isInvalidated(queryClient, conversationKeys.list(range))).toBe(false);
  });
});
