#!/usr/bin/env node
// The index of docs/decisions (issue 32): number, title, status and date of every record, grouped by the area its
// `Area:` line names (issue 50, ADR 0365), between the markers of docs/decisions/README.md, with the numbers never used.
// `--check` (run by .ci/run) fails when a record's Status line is not in the one form, when its header or its area is
// missing or not one of AREAS, or when the index is not the one this script writes.
//   node scripts/adr-index.mjs          # rewrites the index
//   node scripts/adr-index.mjs --check  # fails on a malformed record or a stale index
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const readme = path.join(dir, 'README.md');
const BEGIN = '<!-- index:begin (scripts/adr-index.mjs writes this table) -->';
const END = '<!-- index:end -->';
const STATUS = /^(Accepted|Superseded by \d{4}|Partly superseded by \d{4}(?: and \d{4})*: .+)$/;
/** The areas a record may name, in the index's order: where a maintainer looks before changing that part. */
const AREAS = [
  'Architecture and conventions',
  'Accounts and agents',
  'Team, roles and sign-in',
  'Knowledge and retrieval',
  'Chat and answers',
  'Channels',
  'Hand-off',
  'Bookings and actions',
  'Analytics and conversation review',
  'Leads and privacy',
  'Billing and plans',
  'Back office',
  'Web and copy',
  'Security and limits',
  'Data, DB and operations',
  'Tests and CI',
];

const problems = [];
const records = fs
  .readdirSync(dir)
  .filter((f) => /^\d{4}-.+\.md$/.test(f))
  .sort()
  .map((file) => {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    const number = Number(file.slice(0, 4));
    const title = lines[0]?.match(/^# (\d+)\. (.+)$/);
    const date = lines.find((l) => l.startsWith('Date: '))?.slice(6);
    const status = lines.find((l) => l.startsWith('Status: '))?.slice(8);
    const area = lines.find((l) => l.startsWith('Area: '))?.slice(6);
    if (!title || Number(title[1]) !== number) problems.push(`${file}: the first line must be "# ${number}. Title"`);
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push(`${file}: no "Date: YYYY-MM-DD" line`);
    if (!status || !STATUS.test(status))
      problems.push(`${file}: Status must be "Accepted", "Superseded by NNNN" or "Partly superseded by NNNN: what"`);
    if (!area || !AREAS.includes(area)) problems.push(`${file}: no "Area: " line naming one of: ${AREAS.join('; ')}`);
    return { file, number, title: title?.[2] ?? file, date: date ?? '', status: status ?? '', area: area ?? '' };
  });

const seen = new Set(records.map((r) => r.number));
const last = Math.max(0, ...seen);
const unused = [];
for (let n = 1; n <= last; n += 1) if (!seen.has(n)) unused.push(String(n).padStart(4, '0'));
const escape = (text) => text.replace(/\|/g, '\\|');
const row = (r) => {
  // A record wholly replaced stays under its area, struck through, so its successor is one click away.
  const title = r.status.startsWith('Superseded') ? `~~[${escape(r.title)}](${r.file})~~ (superseded)` : `[${escape(r.title)}](${r.file})`;
  return `| ${String(r.number).padStart(4, '0')} | ${title} | ${escape(r.status)} | ${r.date} |`;
};
/** GitHub's anchor of a `### heading`. */
const slug = (heading) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
const byArea = AREAS.map((area) => ({ area, list: records.filter((r) => r.area === area) })).filter((a) => a.list.length > 0);
const table = [
  byArea.map(({ area, list }) => `[${area}](#${slug(area)}) (${list.length})`).join(' · '),
  ...byArea.flatMap(({ area, list }) => [
    '',
    `### ${area}`,
    '',
    '| No. | Decision | Status | Date |',
    '|---|---|---|---|',
    ...list.map(row),
  ]),
  '',
  unused.length > 0
    ? `Numbers never used (skipped when several engineers numbered records at once, or reserved and not needed): ${unused.join(', ')}.`
    : 'Every number is used.',
].join('\n');

const current = fs.readFileSync(readme, 'utf8');
const start = current.indexOf(BEGIN);
const end = current.indexOf(END);
const next =
  start >= 0 && end > start
    ? `${current.slice(0, start + BEGIN.length)}\n${table}\n${current.slice(end)}`
    : `${current.trimEnd()}\n\n## Index\n\n${BEGIN}\n${table}\n${END}\n`;

if (process.argv.includes('--check')) {
  if (next !== current) problems.push('docs/decisions/README.md: the index is stale (run node scripts/adr-index.mjs)');
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`docs/decisions: ${records.length} records, index up to date`);
} else {
  fs.writeFileSync(readme, next);
  console.log(`docs/decisions/README.md: ${records.length} records indexed, ${unused.length} numbers never used`);
  if (problems.length > 0) console.error(problems.join('\n'));
}
