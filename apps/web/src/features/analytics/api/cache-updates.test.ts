import { describe, expect, it } from 'vitest';
import { clientWith, isInvalidated, runHook } from '../../../test/hook-harness';
import { analyticsKeys } from './keys';
import { useInvalidateAnalytics } from './get-analytics';

describe('analytics cache', () => {
  it('useInvalidateAnalytics: every figure is stale, the rest untouched (after a visitor erasure)', async () => {
    const range = { from: '2026-11-01', to: '2026-11-27' };
    const queryClient = clientWith([
      [analyticsKeys.view(range), { totals: {} }],
      [['agents', 'list'], []],
    ]);
    await runHook(() => useInvalidateAnalytics(), queryClient)();
    expect(isInvalidated(queryClient, analyticsKeys.view(range))).toBe(true);
    expect(isInvalidated(queryClient, ['agents', 'list'])).toBe(false);
  });
});
