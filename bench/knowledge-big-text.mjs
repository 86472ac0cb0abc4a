#!/usr/bin/env node
// A very large plain-text document must not stall the server (issue 18):
//   node bench/knowledge-big-text.mjs [--mb 40] [--encoding utf8|latin1]
// Uploads one generated Italian TXT of about --mb megabytes (UTF-8, or Windows-1252 with --encoding latin1) and,
// from upload until 'Processato', prints the server's worst event-loop delay (perf_hooks inside the server) and
// the slowest answer to GET /api/health asked every 100 ms meanwhile: how long any other request waited behind it.
import { italianParagraphs } from '../apps/server/src/test/knowledge-files.mjs';
import { startProduct } from './knowledge-harness.mjs';

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const MB = Number(argValue('--mb', '40'));
const ENCODING = argValue('--encoding', 'utf8');

function bigText(bytes) {
  const paragraphs = italianParagraphs(2000, 7);
  const parts = [];
  let length = 0;
  for (let i = 0; length < bytes; i += 1) {
    const paragraph = `${paragraphs[i % paragraphs.length]}\n\n`;
    parts.push(paragraph);
    length += Buffer.byteLength(paragraph);
  }
  return Buffer.from(parts.join(''), ENCODING === 'latin1' ? 'latin1' : 'utf8');
}

const product = await startProduct();
try {
  const data = bigText(MB * 1024 * 1024);
  console.log(`TXT: ${(data.length / 1024 / 1024).toFixed(1)} MB, ${ENCODING === 'latin1' ? 'Windows-1252' : 'UTF-8'}`);
  await product.eventLoop.reset();
  let slowestHealth = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const t = performance.now();
      await product.api('GET', '/api/health').catch(() => undefined);
      slowestHealth = Math.max(slowestHealth, performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const t0 = performance.now();
  await product.upload('manuale-enorme.txt', data, 'text/plain');
  const uploaded = (performance.now() - t0) / 1000;
  await product.waitProcessed(1, 200);
  const total = (performance.now() - t0) / 1000;
  probing = false;
  await probe;
  const delay = await product.eventLoop.report();
  console.log(
    `upload ${uploaded.toFixed(1)} s, upload to 'Processato' ${total.toFixed(1)} s, server CPU ${(delay.cpuMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `server event-loop delay meanwhile: worst ${delay.maxMs.toFixed(0)} ms, p99 ${delay.p99Ms.toFixed(0)} ms, mean ${delay.meanMs.toFixed(1)} ms   (aim: worst ≤ 100 ms)`,
  );
  console.log(`slowest GET /api/health meanwhile: ${slowestHealth.toFixed(0)} ms`);
} finally {
  product.stop();
}
