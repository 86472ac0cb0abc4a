import { contentTerms, normalize } from './italian-terms.js';

const NEGATIONS = /\b(non|mai|nessun[oa]?|niente|nulla|vietat[oaie]|proibit[oaie]|evita(re)?|senza|no)\b/;
const OPPOSITES: [RegExp, RegExp][] = [
  [/\bsempre\b/, /\bmai\b/],
  [/\bdel tu\b|\bdare del tu\b|\binformale\b/, /\bdel lei\b|\bdare del lei\b|\bformale\b/],
  [/\bconsentit[oaie]\b|\bpermess[oaie]\b|\bammess[oaie]\b/, /\bvietat[oaie]\b|\bproibit[oaie]\b|\bnon ammess[oaie]\b/],
  [/\bgratuit[oaie]\b|\bgratis\b/, /\ba pagamento\b|\bcost[ao]\b/],
  [/\bapert[oaie]\b|\bapre\b/, /\bchius[oaie]\b|\bchiude\b/],
];

/**
 * The offline contradiction rule (spec §4, D9), used for memory conflicts and by the offline responder to
 * let a team memory overrule a document. Two statements contradict when they are about the same subject
 * (at least two shared meaningful words, covering at least half of the shorter one; one is enough when it
 * is all the shorter one has) and they disagree: one is negated and the other is not, they use opposite
 * words (sempre/mai, tu/lei, consentito/vietato, …), or they state different numbers (orari, prezzi, giorni).
 */
export function contradicts(a: string, b: string): boolean {
  const x = analyse(a);
  const y = analyse(b);
  const shared = [...x.terms].filter((t) => y.terms.has(t)).length;
  const smaller = Math.min(x.terms.size, y.terms.size);
  const sameSubject = smaller > 0 && shared / smaller >= 0.5 && (shared >= 2 || shared === smaller);
  if (!sameSubject) return false;
  const opposite = OPPOSITES.some(([p, q]) => (p.test(x.norm) && q.test(y.norm)) || (q.test(x.norm) && p.test(y.norm)));
  const numbersDiffer = x.numbers.length > 0 && y.numbers.length > 0 && x.numbers.join(',') !== y.numbers.join(',');
  return x.negated !== y.negated || opposite || numbersDiffer;
}

function analyse(text: string) {
  const norm = normalize(text);
  return {
    norm,
    negated: NEGATIONS.test(norm),
    numbers: [...new Set(norm.match(/\d+(?:[.,:]\d+)?/g) ?? [])].sort(),
    terms: new Set(contentTerms(text).filter((t) => !/^\d/.test(t))),
  };
}
