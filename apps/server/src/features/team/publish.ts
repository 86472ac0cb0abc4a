import type { AppContext } from '../../app-context.js';
import type { RealtimeEvent } from '../../realtime/realtime.js';

/** The change is committed before this runs: a lost notification must not turn a success into an error. */
export async function publishSafely(ctx: Pick<AppContext, 'realtime' | 'log'>, ...events: RealtimeEvent[]): Promise<void> {
  for (const event of events) {
    await ctx.realtime.publish(event).catch((err: unknown) => ctx.log.warn({ err, type: event.type }, 'realtime event not published'));
  }
}
