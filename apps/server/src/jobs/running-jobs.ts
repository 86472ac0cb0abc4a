/** The jobs each instance runs (running_jobs): noted around each job, handed back when the instance is presumed dead. */
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/** `options`: startJobs's (its JobsOptions). */
export function runningJobs(
  database: Database,
  boss: PgBoss,
  log: FastifyBaseLogger,
  options: { instanceId?: string; presumedDeadMs?: number },
) {
  // Which jobs this instance runs: another instance hands them back if this one dies (reclaimFromDeadInstances).
  const noteRunning = async (jobId: string, queue: string) => {
    if (!options.instanceId) return;
    await database.sql
      .query(
        `insert into running_jobs (job_id, queue, instance_id) values ($1, $2, $3)
         on conflict (job_id) do update set instance_id = excluded.instance_id, started_at = now()`,
        [jobId, queue, options.instanceId],
      )
      .catch((err: unknown) => log.warn({ err, queue }, 'running job not noted'));
  };
  const noteFinished = async (jobId: string) => {
    if (!options.instanceId) return;
    await database.sql
      .query('delete from running_jobs where job_id = $1 and instance_id = $2', [jobId, options.instanceId])
      .catch(() => undefined);
  };
  const reclaimFromDeadInstances = async () => {
    if (!options.instanceId) return 0;
    const { rows } = await database.sql.query<{ job_id: string; queue: string }>(
      `delete from running_jobs r where not exists (
         select 1 from server_instances i where i.id = r.instance_id and i.seen_at > now() - make_interval(secs => $1::double precision))
       returning job_id, queue`,
      [(options.presumedDeadMs ?? 20_000) / 1000],
    );
    const byQueue = new Map<string, string[]>();
    for (const row of rows) byQueue.set(row.queue, [...(byQueue.get(row.queue) ?? []), row.job_id]);
    for (const [queue, ids] of byQueue) {
      // Failed, not cancelled: pg-boss retries it (retry limit and delay of `send`).
      for (const id of ids) await boss.fail(queue, id, { message: 'the instance running the job stopped being seen' });
      log.warn({ queue, jobs: ids.length }, 'jobs of an instance presumed dead handed back to their queue');
    }
    return rows.length;
  };
  return { noteRunning, noteFinished, reclaimFromDeadInstances };
}
