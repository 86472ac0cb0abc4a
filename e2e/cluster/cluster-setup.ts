import { spawnSync } from 'node:child_process';
import { startNginx } from '../../scripts/nginx-for-instances.mjs';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startPostgres, startRedis, startS3, postgresCtl, stopLeftoverPostgres, stopProcess } from '../../scripts/cluster-services.mjs';
import { E2E_BASE_URL, E2E_PORT, MAIL_DIR, RUN_DIR, SMTP_PORT } from '../support/env';
import { startSmtpSink } from '../support/smtp-sink';
import { INSTANCE_PORTS, POSTGRES_PORT, REDIS_PORT, S3_PORT, STATE_FILE, type ClusterState } from './cluster-env';
import { readState, startInstance } from './cluster-control';
import { startClusterLlm } from './cluster-llm';

const BUCKET = 'agenti-cluster';

/**
 * Starts the cluster once per run: a PostgreSQL server and a Redis of its own, an S3-protocol server, an SMTP sink, a language model, three
 * instances of the built product booting together, and nginx with the shipped deploy/nginx.conf in front.
 */
export default async function clusterSetup() {
  const nginx = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (nginx.error) throw new Error('The cluster test needs nginx (apt-get install -y nginx-light).');
  stopLeftoverPostgres(path.join(RUN_DIR, 'postgres'));
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });

  // PostgreSQL and Redis of the run's own, on its own ports: the fault test restarts and stops them.
  const postgres = await startPostgres({ dir: path.join(RUN_DIR, 'postgres'), port: POSTGRES_PORT });
  const started: { pids: number[]; close: (() => Promise<void>)[] } = { pids: [], close: [] };
  // A setup that fails half-way stops what it started: no process of the run outlives it.
  const undo = async () => {
    for (const pid of started.pids) await stopProcess(pid);
    for (const close of started.close) await close().catch(() => undefined);
    try {
      postgresCtl(postgres, 'stop');
    } catch {
      // already stopped
    }
  };
  const boot = async () => {
    const redisPid = await startRedis({ port: REDIS_PORT });
    started.pids.push(redisPid);
    const s3 = { port: S3_PORT, dir: path.join(RUN_DIR, 's3'), bucket: BUCKET };
    const s3Pid = await startS3(s3);
    started.pids.push(s3Pid);
    const sink = await startSmtpSink(SMTP_PORT, MAIL_DIR);
    started.close.push(() => new Promise<void>((resolve) => sink.close(() => resolve())));
    const llm = await startClusterLlm();
    started.close.push(() => llm.close());

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: E2E_BASE_URL,
      TRUST_PROXY: 'true',
      DATA_DIR: path.join(RUN_DIR, 'data'),
      DATABASE_URL: postgres.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Agenti AI <noreply@agenti.test>',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'modello-cluster',
      LOG_LEVEL: 'warn',
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      RATE_LIMIT_DISABLED: 'false',
    };
    const state: ClusterState = {
      env,
      pids: {},
      nginxPid: 0,
      postgres: { binDir: postgres.binDir, dir: postgres.dir, port: postgres.port },
      redis: { port: REDIS_PORT, pid: redisPid },
      s3: { ...s3, pid: s3Pid },
    };
    // The three instances boot together, as after a deployment: one migrates, the others wait (ADR 0071).
    const booting = INSTANCE_PORTS.map((port) => startInstance(state, port));
    const booted = await Promise.allSettled(booting);
    for (const result of booted) if (result.status === 'fulfilled') started.pids.push(result.value);
    const failed = booted.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const pids = booted.map((result) => (result as PromiseFulfilledResult<number>).value);
    INSTANCE_PORTS.forEach((port, i) => (state.pids[String(port)] = pids[i]!));

    const nginxProcess = startNginx({ dir: path.join(RUN_DIR, 'nginx'), listenPort: E2E_PORT, instancePorts: INSTANCE_PORTS });
    nginxProcess.unref();
    started.pids.push(nginxProcess.pid!);
    state.nginxPid = nginxProcess.pid!;
    writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
    await waitFor(`${E2E_BASE_URL}/api/ready`);
    return { sink, llm };
  };
  const { sink, llm } = await boot().catch(async (err: unknown) => {
    await undo();
    throw err;
  });

  return async () => {
    const final = readState();
    for (const pid of [...Object.values(final.pids), final.nginxPid]) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone (a test killed it)
      }
    }
    await new Promise((r) => setTimeout(r, 1500));
    await stopProcess(final.s3.pid);
    await stopProcess(final.redis.pid);
    await llm.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    try {
      postgresCtl(final.postgres, 'stop');
    } catch {
      // already stopped
    }
  };
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 30 s`);
}
