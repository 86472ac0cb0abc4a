#!/usr/bin/env node
// Whether the agent knows when it does not know (issue 45, ADR 0229), on a folder laid out like test-data/rag-it-dev:
//
//   bench/abstain-eval.mjs [FOLDER] [--upload tune|held-out] [--sample N] [--sweep [--dump features.jsonl]]
//
// Starts the real server (PostgreSQL, no model: the offline answers), uploads through the API the documents of one
// half of the articles (eval-halves.mjs: a hash of the file name; default the 'held-out' half, whose questions were
// never used to tune), and asks every question of both halves in the test chat, each in a new conversation:
// - in scope (its article is uploaded): answered, with a source whose range covers a gold answer span (strict, as in
//   score.mjs);
// - out of scope (its article is not): not answered (outcome 'not_answered').
// --sample N asks every Nth question of each half. --sweep starts the server with ANSWER_EVIDENCE_MIN=0 and debug logs,
// reads each answer's evidence from the log and prints both shares for a range of thresholds (tune on --upload tune).
import fs from 'node:fs';
import path from 'node:path';
import { startProduct } from './knowledge-harness.mjs';
import { resolveEvalFolder } from './eval-folder.mjs';
import { takeOption, takeSwitch } from './support/cli-args.mjs';
import { halfOf } from '../apps/server/src/test/eval-halves.mjs';

const args = process.argv.slice(2);
const flag = (name) => takeOption(args, name);
const sweep = takeSwitch(args, '--sweep');
const uploaded = flag('--upload') ?? 'held-out';
const sample = Number(flag('--sample') ?? 1);
const dump = flag('--dump');
if (!['tune', 'held-out'].includes(uploaded) || !Number.isInteger(sample) || sample < 1) {
  console.error('usage: bench/abstain-eval.mjs [FOLDER] [--upload tune|held-out] [--sample N] [--sweep]');
  process.exit(2);
}
const folder = resolveEvalFolder(args[0], ['docs', 'queries.jsonl', 'docs-map.jsonl'], 'bench/abstain-eval.mjs');
const lines = (file) =>
  fs
    .readFileSync(path.join(folder, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

if (sweep) {
  process.env.ANSWER_EVIDENCE_MIN = '0';
  process.env.BENCH_LOG_LEVEL = 'debug';
}

/** One question asked in the test chat: the final message of its ndjson stream. */
async function ask(product, text) {
  const res = await fetch(`${product.base}/api/agents/${product.agent.id}/chat/messages`, {
    method: 'POST',
    headers: { cookie: product.cookie(), 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`chat: ${res.status} ${body}`);
  const done = body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .find((e) => e.type === 'done');
  if (!done) throw new Error(`chat: no answer ${body.slice(0, 300)}`);
  return done.message;
}

async function main() {
  const product = await startProduct({ postgres: true });
  const evidence = new Map();
  if (sweep) {
    let rest = '';
    product.server.stdout?.setEncoding('utf8').on('data', (text) => {
      const all = rest + text;
      const parts = all.split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        if (!line.includes('"answerEvidence"')) continue;
        const { messageId, ...value } = JSON.parse(line).answerEvidence;
        evidence.set(messageId, value);
      }
    });
  }
  try {
    await product.buyPlan('avanzato');
    const files = fs
      .readdirSync(path.join(folder, 'docs'))
      .filter((f) => !f.startsWith('.') && halfOf(f) === uploaded)
      .sort();
    for (const file of files) await product.upload(file, fs.readFileSync(path.join(folder, 'docs', file)), 'text/plain');
    const documents = await product.waitProcessed(files.length, 200);
    const fileOfDocument = new Map(documents.map((d) => [d.id, d.fileName]));
    const chunks = new Map(
      (await product.sql(`select id, start_offset, end_offset from document_chunks where agent_id = '${product.agent.id}'`)).map((r) => [
        r.id,
        { start: Number(r.start_offset), end: Number(r.end_offset) },
      ]),
    );
    const where = new Map(lines('docs-map.jsonl').map((m) => [m.passage_id, m]));
    const queries = lines('queries.jsonl').filter((_, i) => i % sample === 0);
    console.log(`${files.length} documents uploaded ('${uploaded}' half); ${queries.length} questions`);

    /** A source covering a gold answer span, as score.mjs's strict hit. */
    const citesGold = (q, message) => {
      const m = where.get(q.passage_id);
      const spans = q.answer_spans.map(([s, e]) => [m.start + s, m.start + e]);
      return message.sources.some((s) => {
        const c = s.chunkId ? chunks.get(s.chunkId) : null;
        return c && fileOfDocument.get(s.documentId) === m.doc && spans.some(([a, b]) => c.start <= a && b <= c.end);
      });
    };
    const results = new Array(queries.length);
    let next = 0;
    const worker = async () => {
      while (next < queries.length) {
        const i = next++;
        const q = queries[i];
        const message = await ask(product, q.question);
        const inScope = halfOf(where.get(q.passage_id).doc) === uploaded;
        results[i] = { inScope, answered: message.outcome !== 'not_answered', gold: citesGold(q, message), id: message.id };
      }
    };
    const started = performance.now();
    await Promise.all([worker(), worker()]);
    const seconds = (performance.now() - started) / 1000;
    const inScope = results.filter((r) => r.inScope);
    const outOfScope = results.filter((r) => !r.inScope);
    const pct = (n, of) => `${((100 * n) / Math.max(1, of.length)).toFixed(1)}%`;
    console.log(`${results.length} questions in ${seconds.toFixed(0)} s (2 concurrent clients)`);
    if (!sweep) {
      console.log(
        `in scope (${inScope.length}): answered with the gold passage among the sources ${pct(inScope.filter((r) => r.answered && r.gold).length, inScope)}` +
          `, answered at all ${pct(inScope.filter((r) => r.answered).length, inScope)}`,
      );
      console.log(`out of scope (${outOfScope.length}): not answered ${pct(outOfScope.filter((r) => !r.answered).length, outOfScope)}`);
      return;
    }
    // Another stream's log line may still be on its way: the debug line is written before the answer is stored.
    // The server's rule (decide-outcome.ts): the mean of the best passage's and the best two sentences' coverage.
    const value = (r) => {
      const e = evidence.get(r.id);
      return e ? (e.best + e.window) / 2 : 0;
    };
    if (dump) fs.writeFileSync(dump, results.map((r) => JSON.stringify({ ...r, ...evidence.get(r.id) })).join('\n') + '\n');
    console.log('threshold  in scope answered with gold  out of scope not answered');
    for (let t = 0.2; t <= 0.901; t += 0.05) {
      const good = inScope.filter((r) => r.answered && r.gold && value(r) >= t).length;
      const abstained = outOfScope.filter((r) => !r.answered || value(r) < t).length;
      console.log(`${t.toFixed(2).padStart(9)}  ${pct(good, inScope).padStart(26)}  ${pct(abstained, outOfScope).padStart(26)}`);
    }
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
