import { describe, expect, it } from 'vitest';
import { subscribeEvent } from './events';

describe('subscribeEvent', () => {
  it('accepts only the events of the catalogue and hands each handler its payload type', () => {
    // Never called: `npm run typecheck` fails if a line marked @ts-expect-error compiles.
    const misuse = () => [
      // @ts-expect-error an event type that is not in the catalogue
      subscribeEvent('agents.renamed', () => undefined),
      // @ts-expect-error memories.changed carries no `change`
      subscribeEvent('memories.changed', (data) => data.change),
    ];
    const stop = subscribeEvent('documents.changed', (data) => data.agentId.toUpperCase());
    expect(typeof misuse).toBe('function');
    expect(typeof stop).toBe('function');
    stop();
  });
});
