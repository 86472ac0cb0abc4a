#!/usr/bin/env node
// Writes apps/server/generated/italian-lemma-groups.txt (ADR 0127): which stems of PostgreSQL's Italian
// stemmer belong to one verb, so the ranking counts "nacque", "nato" and "nascere" as one word.
//
//   node --import tsx scripts/italian-lemmas.mjs [--write]
//
// Source: the Morph-it! lexicon of Italian (CC BY-SA 2.0) as the npm packages italian-verbs-dict (every form of
// 6,122 verbs), italian-words-dict (nouns) and italian-adjectives-dict ship it, all pinned in package.json.
// Each form goes through the same to_tsvector('italian', unaccent(…)) as the chunks (PGlite, in memory). A verb's stems join its
// infinitive's stem. Left alone: a stem that two verbs produce (we cannot tell which is meant), one of fewer than 3
// letters, and a short one that a noun or adjective has too (italian-adjectives-dict; see SHORT_STEM). Nouns made from
// a verb by a regular suffix (-azione/-izione/-uzione, -atore/-atrice/-itore/-itrice, -amento/-imento) join the
// verb when that verb exists. Without --write it prints the counts and a few groups.
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { writeDataFile } from './data-checksums.mjs';

const require = createRequire(import.meta.url);
const verbs = require('italian-verbs-dict/dist/verbs.json');
const nouns = require('italian-words-dict/dist/words.json');
const adjectives = require('italian-adjectives-dict/dist/adjectives.json');

const database = await openDatabase({ dataDir: 'memory://' });
await runMigrations(database);

/** Each word's stem as the chunks get it (null for a stopword). */
async function stems(words) {
  const result = new Map();
  const list = [...new Set(words)].filter((w) => /^[\p{L}']+$/u.test(w));
  for (let i = 0; i < list.length; i += 5000) {
    const batch = list.slice(i, i + 5000);
    const rows = await database.db.execute(
      sql`select w, to_tsvector('italian', unaccent(w))::text as t from json_array_elements_text(${JSON.stringify(batch)}::json) w`,
    );
    for (const row of rows.rows) result.set(row.w, /^'([^']+)'/.exec(row.t)?.[1] ?? null);
  }
  return result;
}

/** Every written form of a verb (its conjugation tables are nested objects of strings). */
function formsOf(infinitive, table) {
  const forms = new Set([infinitive]);
  const walk = (node) => {
    if (typeof node === 'string') for (const w of node.split(/[\s/]+/)) forms.add(w);
    else if (node) for (const value of Object.values(node)) walk(value);
  };
  walk(table);
  return [...forms];
}

const verbForms = Object.entries(verbs).map(([infinitive, table]) => [infinitive, formsOf(infinitive, table)]);
const stemOf = await stems(verbForms.flatMap(([infinitive, forms]) => [infinitive, ...forms]));

// stem -> the verbs that produce it
const verbsOfStem = new Map();
const stemsOfVerb = new Map();
for (const [infinitive, forms] of verbForms) {
  const set = new Set(forms.map((f) => stemOf.get(f)).filter(Boolean));
  stemsOfVerb.set(infinitive, set);
  for (const stem of set) verbsOfStem.set(stem, (verbsOfStem.get(stem) ?? 0) + 1);
}
// Nouns and adjectives by stem: a short verb stem that is also another word's ("mare" and "maritare" are both
// `mar`, "modo" and "moderare" `mod`) is left alone, unless that word is a form of the verb or the stem is the
// past participle's ("nato" with "nativo": kept). Longer stems rarely collide by chance, and related words do
// share them ("scritto", "scrittura"); filtering every length lost 0.3 points on the tune half.
const SHORT_STEM = 4;
const otherWords = [];
for (const [noun, info] of Object.entries(nouns)) otherWords.push(noun, info.P);
for (const [adjective, info] of Object.entries(adjectives)) otherWords.push(adjective, ...Object.values(info));
const otherStem = await stems(otherWords.filter((w) => typeof w === 'string'));
const otherWordsOfStem = new Map();
for (const [word, stem] of otherStem) if (stem) otherWordsOfStem.set(stem, [...(otherWordsOfStem.get(stem) ?? []), word]);
const formsOfVerb = new Map(verbForms.map(([infinitive, forms]) => [infinitive, new Set(forms)]));
const participleStems = new Map(
  Object.entries(verbs).map(([infinitive, table]) => [
    infinitive,
    new Set(Object.values(table?.part?.past ?? {}).map((f) => stemOf.get(f))),
  ]),
);
const lemma = new Map();
let homonyms = 0;
for (const [infinitive, set] of stemsOfVerb) {
  const target = stemOf.get(infinitive);
  if (!target) continue;
  for (const stem of set) {
    if (stem === target || verbsOfStem.get(stem) !== 1 || stem.length < 3) continue;
    const homonym =
      stem.length <= SHORT_STEM &&
      !participleStems.get(infinitive).has(stem) &&
      (otherWordsOfStem.get(stem) ?? []).some((word) => !formsOfVerb.get(infinitive).has(word));
    if (homonym) homonyms += 1;
    else lemma.set(stem, target);
  }
}

const SUFFIXES = [
  [/azione$/, 'are'],
  [/izione$/, 'ire'],
  [/uzione$/, 'uire'],
  [/atore$/, 'are'],
  [/atrice$/, 'are'],
  [/itore$/, 'ire'],
  [/itrice$/, 'ire'],
  [/amento$/, 'are'],
  [/imento$/, 'ire'],
  [/imento$/, 'ere'],
];
const derived = [];
for (const [noun, info] of Object.entries(nouns)) {
  const rule = SUFFIXES.find(([suffix, ending]) => suffix.test(noun) && verbs[noun.replace(suffix, ending)]);
  if (rule) derived.push([[noun, info.P].filter(Boolean), noun.replace(rule[0], rule[1])]);
}
const nounStem = await stems(derived.flatMap(([forms]) => forms));
let derivedCount = 0;
for (const [forms, verb] of derived) {
  const target = lemma.get(stemOf.get(verb)) ?? stemOf.get(verb);
  for (const form of forms) {
    const stem = nounStem.get(form);
    if (!target || !stem || stem === target || lemma.has(stem) || verbsOfStem.has(stem)) continue;
    lemma.set(stem, target);
    derivedCount += 1;
  }
}
await database.close();

const groups = new Map();
for (const [stem, target] of [...lemma].sort(([a], [b]) => (a < b ? -1 : 1))) groups.set(target, [...(groups.get(target) ?? []), stem]);
const lines = [...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([target, members]) => `${target} ${members.join(' ')}`);
console.log(
  `${verbForms.length} verbs, ${stemOf.size} forms; ${lemma.size} stems join another (${derivedCount} of nouns made from a verb) in ${groups.size} groups; ${homonyms} stems left alone as another word's`,
);
for (const target of ['nasc', 'scriv', 'costru', 'mor']) console.log(`  ${lines.find((l) => l.startsWith(target + ' '))}`);

if (process.argv.includes('--write')) {
  // Its source and licence: apps/server/generated/README.md.
  const out = writeDataFile('italian-lemma-groups.txt', `${lines.join('\n')}\n`);
  console.log(`written ${out.pathname} (${lines.length} lines)`);
}
