import { spawnSync } from 'node:child_process';
import { startNginx } from '../../scripts/nginx-for-instances.mjs';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { E2E_BASE_URL, E2E_PORT, MAIL_DIR, RUN_DIR, SMTP_PORT } from '../support/env';
import { startSmtpSink } from '../support/smtp-sink';
import { INSTANCE_PORTS, STATE_FILE, type ClusterState } from './cluster-env';
import { readState, startInstance } from './cluster-control';
import { startClusterLlm } from './cluster-llm';

const BUCKET = 'agenti-cluster';

/**
 * Starts the cluster once per run: a new PostgreSQL database, an S3-protocol server, an SMTP sink, a language model, three
 * instances of the built product booting together, and nginx with the shipped deploy/nginx.conf in front.
 */
export default async function clusterSetup() {
  const nginx = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (nginx.error) throw new Error('The cluster test needs nginx (apt-get install -y nginx-light).');
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });

  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `agenti_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;

  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: path.join(RUN_DIR, 's3'),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  const sink = await startSmtpSink(SMTP_PORT, MAIL_DIR);
  const llm = await startClusterLlm();

  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    APP_URL: E2E_BASE_URL,
    TRUST_PROXY: 'true',
    DATA_DIR: path.join(RUN_DIR, 'data'),
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: 'Agenti AI <noreply@agenti.test>',
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'modello-cluster',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    RATE_LIMIT_DISABLED: 'false',
  };
  const state: ClusterState = { env, pids: {}, nginxPid: 0, databaseName, adminUrl };
  // The three instances boot together, as after a deployment: one migrates, the others wait (ADR 0071).
  const pids = await Promise.all(INSTANCE_PORTS.map((port) => startInstance(state, port)));
  INSTANCE_PORTS.forEach((port, i) => (state.pids[String(port)] = pids[i]!));

  const nginxProcess = startNginx({ dir: path.join(RUN_DIR, 'nginx'), listenPort: E2E_PORT, instancePorts: INSTANCE_PORTS });
  nginxProcess.unref();
  state.nginxPid = nginxProcess.pid!;
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  await waitFor(`${E2E_BASE_URL}/api/ready`);

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
    await s3.close();
    await llm.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await drop.end();
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
