// The cost of matching a visitor's question against an agent's question-and-answer pairs (issue 29, ADR 0174), done on
// every chat turn of an agent that has pairs: QA_PAIRS_PER_AGENT pairs of 1 question + 10 variants, questions that
// match and questions that do not. Prints the time per chat turn (p50/p95/max) and per compared question.
// Run: node --import tsx bench/qa-match.mjs [--pairs 500] [--questions 300]
import { bestQaMatch } from '../apps/server/src/features/knowledge/qa/qa-closeness.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PAIRS = arg('pairs', 500);
const QUESTIONS = arg('questions', 300);

const TOPICS = [
  'spedizione',
  'garanzia',
  'reso',
  'pagamento',
  'parcheggio',
  'consegna',
  'orario',
  'prenotazione',
  'abbonamento',
  'fattura',
];
const PLACES = ['Italia', 'Svizzera', 'Francia', 'Milano', 'Roma', 'Napoli', 'Torino', 'Bologna', 'Firenze', 'Venezia'];
const TEMPLATES = [
  (t, p) => `Quanto costa la ${t} per ${p}?`,
  (t, p) => `Come funziona la ${t} a ${p}?`,
  (t, p) => `Posso avere informazioni sulla ${t} a ${p}?`,
  (t, p) => `Quali sono i tempi di ${t} per ${p}?`,
  (t, p) => `Avete la ${t} anche a ${p}?`,
  (t, p) => `Dove trovo la ${t} di ${p}?`,
  (t, p) => `Quando è disponibile la ${t} per ${p}?`,
  (t, p) => `Serve la ${t} per ${p}?`,
  (t, p) => `Chi gestisce la ${t} a ${p}?`,
  (t, p) => `Perché la ${t} per ${p} è cambiata?`,
  (t, p) => `È possibile modificare la ${t} di ${p}?`,
];
const pairs = Array.from({ length: PAIRS }, (_, i) => {
  const topic = TOPICS[i % TOPICS.length];
  const place = `${PLACES[Math.floor(i / TOPICS.length) % PLACES.length]} ${Math.floor(i / 100)}`;
  const [first, ...rest] = TEMPLATES.map((template) => template(topic, place));
  return { documentId: `p${i}`, question: first, variants: rest, answer: `Risposta ${i}.` };
});
const questions = Array.from({ length: QUESTIONS }, (_, i) =>
  i % 2 === 0 ? pairs[(i * 7) % PAIRS].variants[i % 10] : `Vorrei sapere se vendete anche articoli da giardino numero ${i}`,
);

for (let i = 0; i < Math.min(50, QUESTIONS); i += 1) bestQaMatch(questions[i], pairs); // warm-up (fewer with --questions < 50)
const times = [];
let matched = 0;
// CPU time as well as wall time: on a machine shared with other work the wall time measures the queue for a core.
const cpuBefore = process.cpuUsage();
for (const question of questions) {
  const start = performance.now();
  if (bestQaMatch(question, pairs)) matched += 1;
  times.push(performance.now() - start);
}
const cpu = process.cpuUsage(cpuBefore);
const cpuPerTurn = (cpu.user + cpu.system) / 1000 / questions.length;
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const compared = PAIRS * 11;
console.log(
  `qa-match: ${PAIRS} pairs × 11 questions (${compared} compared per chat turn), ${QUESTIONS} visitor questions, ${matched} matched`,
);
console.log(
  `per chat turn: p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${/** @type {number} */ (times.at(-1)).toFixed(2)} ms; ` +
    `per compared question ${((at(0.5) * 1000) / compared).toFixed(2)} µs (p50)`,
);
console.log(`CPU per chat turn (mean): ${cpuPerTurn.toFixed(2)} ms; load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
