import { MEMORIES_CHANGED_EVENT } from '@app/shared/api/memories';
import type { AppContext } from '../../app-context.js';

/** Open memory lists of the account reload on this; other accounts never receive it. */
export async function publishMemoriesChanged(
  ctx: Pick<AppContext, 'realtime' | 'log'>,
  { accountId, agentId }: { accountId: string; agentId: string },
): Promise<void> {
  // The change is committed; a lost notification must not turn a success into an error.
  await ctx.realtime.publish({ type: MEMORIES_CHANGED_EVENT, accountId, payload: { agentId } }).catch((err: unknown) => {
    ctx.log.warn({ err }, 'memories.changed not published');
  });
}
