import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, isInvalidated, runHook, serveFetch } from '../../../test/hook-harness';
import { analyticsKeys } from './keys';
import { useEraseVisitor } from './erase-visitor';
import { useUpdateRetention } from './update-retention';

afterEach(() => vi.unstubAllGlobals());

const range = { from: '2026-11-01', to: '2026-11-27' };
const cached = () =>
  clientWith([
    [analyticsKeys.view(range), { totals: {} }],
    [analyticsKeys.conversations(range), { rows: [] }],
    [analyticsKeys.retention(), { days: 365 }],
    [['agents', 'list'], []],
  ]);

describe('analytics mutations update the cache', () => {
  it("useEraseVisitor: every figure and list of the analytics is stale (the visitor's conversations are gone)", async () => {
    const sent = serveFetch({
      'POST /api/privacy/visitor-erasure': { body: { success: true, message: 'Cancellata 1 conversazione del visitatore.', deleted: 1 } },
    });
    const queryClient = cached();
    await runHook(() => useEraseVisitor(), queryClient).mutateAsync({ email: 'v@esempio.it' } as never);
    expect(sent[0]!.body).toEqual({ email: 'v@esempio.it' });
    expect(isInvalidated(queryClient, analyticsKeys.view(range))).toBe(true);
    expect(isInvalidated(queryClient, analyticsKeys.conversations(range))).toBe(true);
    expect(isInvalidated(queryClient, ['agents', 'list'])).toBe(false);
  });

  it('useUpdateRetention: the retention holds what the server saved, the rest untouched', async () => {
    serveFetch({ 'PUT /api/analytics/retention': { body: { days: 90 } } });
    const queryClient = cached();
    await runHook(() => useUpdateRetention(), queryClient).mutateAsync({ days: 90 } as never);
    expect(queryClient.getQueryData(analyticsKeys.retention())).toEqual({ days: 90 });
    expect(isInvalidated(queryClient, analyticsKeys.view(range))).toBe(false);
  });
});
