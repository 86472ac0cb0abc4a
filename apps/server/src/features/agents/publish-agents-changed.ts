import { AGENTS_CHANGED_EVENT } from '@app/shared/api/agents';
import type { AppContext } from '../../app-context.js';

/** Every open agent list of the account reloads on this; other accounts never receive it. */
export async function publishAgentsChanged(
  ctx: Pick<AppContext, 'realtime' | 'log'>,
  { accountId, agentId, change }: { accountId: string; agentId: string; change: 'created' | 'updated' | 'deleted' },
): Promise<void> {
  // The change is committed; a lost notification must not turn a success into an error.
  await ctx.realtime.publish({ type: AGENTS_CHANGED_EVENT, accountId, payload: { agentId, change } }).catch((err: unknown) => {
    ctx.log.warn({ err }, 'agents.changed not published');
  });
}
