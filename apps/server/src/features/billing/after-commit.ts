import type { AppContext } from '../../app-context.js';

/** Work that must wait for the transaction to commit: e-mails and live events (never sent for a rolled-back change). */
export type AfterCommit = ((ctx: AppContext) => Promise<void>)[];

export async function afterCommit(ctx: AppContext, tasks: AfterCommit): Promise<void> {
  for (const task of tasks) {
    try {
      await task(ctx);
    } catch (error) {
      ctx.log.error({ err: error }, 'billing: a notification after commit failed');
    }
  }
}
