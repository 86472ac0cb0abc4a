import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { serverInstances } from '../db/schema/platform.js';

/** How often a running instance says it is alive. */
export const HEARTBEAT_MS = 5_000;
/** An instance not seen for this long has died (four missed heartbeats): its unfinished work is released. */
export const PRESUMED_DEAD_MS = 20_000;
/** Rows of instances gone for a day are forgotten. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export interface ServerInstance {
  id: string;
  /**
   * This instance's own heartbeat failed within PRESUMED_DEAD_MS (the database was away): every instance's heartbeat
   * failed alike, so none may yet take the others for dead (ADR 0162).
   */
  recentlyCutOff(): boolean;
  close(): Promise<void>;
}

/**
 * Registers this process in server_instances and keeps its row fresh (ADR 0074). A graceful stop removes the
 * row; a killed process stops refreshing it, which is how the other instances learn it died.
 */
export async function registerServerInstance(db: Db, log: FastifyBaseLogger): Promise<ServerInstance> {
  const id = randomUUID();
  await db.insert(serverInstances).values({ id, label: `${os.hostname()}:${process.pid}` });
  await db.delete(serverInstances).where(lt(serverInstances.seenAt, new Date(Date.now() - FORGET_AFTER_MS)));
  let lastFailure = 0;
  const timer = setInterval(() => {
    db.update(serverInstances)
      .set({ seenAt: new Date() })
      .where(eq(serverInstances.id, id))
      .catch((err: unknown) => {
        lastFailure = Date.now();
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'instance heartbeat failed');
      });
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    recentlyCutOff: () => Date.now() - lastFailure < PRESUMED_DEAD_MS,
    async close() {
      clearInterval(timer);
      await db
        .delete(serverInstances)
        .where(eq(serverInstances.id, id))
        .catch(() => undefined);
    },
  };
}
