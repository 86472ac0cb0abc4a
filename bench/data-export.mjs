#!/usr/bin/env node
// 'Esporta i dati' of an account with 2 GB of files (issue 44): the ZIP is streamed to storage, memory stays bounded.
//   node --import tsx bench/data-export.mjs [--gb 2] [--file-mb 64] [--s3]
// Starts the real server on a new PostgreSQL database (BENCH_PG_URL), signs up an owner with an agent, and seeds
// --gb of files of --file-mb each (random bytes, as PDFs: stored, not deflated) straight into the product's storage
// with rows in agent_documents, as uploads would leave them (their processing is not what is measured). Then asks for
// the export through the API and prints the time to 'ready', the ZIP's size and the server's RSS before, its highest
// sample (every 50 ms) and its growth; then downloads the ZIP through the API (time, RSS growth meanwhile).
// --s3: STORAGE_DRIVER=s3 on the S3-protocol stand-in the tests use (s3rver, apps/server/src/test/s3-server.ts).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { startProduct, sleep } from './knowledge-harness.mjs';
import { createLocalStorage } from '../apps/server/src/storage/local-storage.ts';
import { createS3Storage } from '../apps/server/src/storage/s3-storage.ts';
import { startS3Server } from '../apps/server/src/test/s3-server.ts';

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const GB = Number(argValue('--gb', '2'));
const FILE_MB = Number(argValue('--file-mb', '64'));
const S3 = process.argv.includes('--s3');
const MB = 1024 * 1024;

/** A file of `mb` random megabytes, made as it is read: the bench holds one megabyte at a time. */
const randomFile = (mb) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < mb; i += 1) yield randomBytes(MB);
    })(),
  );

const s3 = S3 ? await startS3Server() : null;
// The server reads its settings from the environment the harness passes on.
if (s3) Object.assign(process.env, s3.env);
const product = await startProduct({ postgres: true });
const storage = s3
  ? createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    })
  : createLocalStorage(path.join(product.dataDir, 'files'));
try {
  const [{ account_id: accountId }] = await product.sql(`select account_id from agents where id = '${product.agent.id}'`);
  const files = Math.ceil((GB * 1024) / FILE_MB);
  const seeded = performance.now();
  for (let i = 0; i < files; i += 1) {
    const id = `bench-export-${i}`;
    const key = `${accountId}/${product.agent.id}/${id}.pdf`;
    const size = await storage.put(key, randomFile(FILE_MB), { maxBytes: FILE_MB * MB });
    await product.sql(
      `insert into agent_documents (id, account_id, agent_id, file_name, file_path, file_type, size_bytes, status)
       values ('${id}', '${accountId}', '${product.agent.id}', 'documento-${i}.pdf', '${key}', 'pdf', ${size}, 'processed')`,
    );
  }
  console.log(
    `${S3 ? 'S3 (s3rver)' : 'local files'}, PostgreSQL: ${files} files of ${FILE_MB} MB (${((files * FILE_MB) / 1024).toFixed(2)} GB) seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  /** The server's RSS sampled every 50 ms while `work` runs: before, the highest sample, after. */
  const watchRss = async (work) => {
    await sleep(1000);
    const before = product.rss().rssMb;
    let highest = before;
    let watching = true;
    const sampler = (async () => {
      while (watching) {
        highest = Math.max(highest, product.rss().rssMb);
        await sleep(50);
      }
    })();
    const t0 = performance.now();
    const result = await work();
    const seconds = (performance.now() - t0) / 1000;
    watching = false;
    await sampler;
    return { result, seconds, before, highest, after: product.rss().rssMb };
  };
  const mb = (n) => `${n.toFixed(0)} MB`;

  const exported = await watchRss(async () => {
    await product.api('POST', '/api/account/export');
    for (;;) {
      const { latest } = await product.api('GET', '/api/account/export');
      if (latest.status === 'failed') throw new Error(`export failed: ${latest.error}`);
      if (latest.status === 'ready') return latest;
      await sleep(200);
    }
  });
  const zip = exported.result;
  console.log(
    `export to 'ready': ${exported.seconds.toFixed(1)} s, ZIP ${(zip.sizeBytes / 1024 / 1024 / 1024).toFixed(2)} GB (${(zip.sizeBytes / MB / exported.seconds || 0).toFixed(0)} MB/s)`,
  );
  console.log(
    `server RSS: before ${mb(exported.before)}, highest ${mb(exported.highest)}, after ${mb(exported.after)}; growth ${mb(exported.highest - exported.before)}   (aim: ≤ 200 MB)`,
  );

  const downloaded = await watchRss(async () => {
    // The owner's session goes with the link (ADR 0223).
    const res = await fetch(zip.downloadUrl, { headers: { cookie: product.cookie() } });
    if (!res.ok || !res.body) throw new Error(`download: ${res.status}`);
    let bytes = 0;
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (res.body)) bytes += chunk.length;
    return bytes;
  });
  console.log(
    `download: ${(downloaded.result / 1024 / 1024 / 1024).toFixed(2)} GB in ${downloaded.seconds.toFixed(1)} s; server RSS growth meanwhile ${mb(downloaded.highest - downloaded.before)}`,
  );
} finally {
  await storage.close();
  await product.stop();
  await s3?.stop();
}
