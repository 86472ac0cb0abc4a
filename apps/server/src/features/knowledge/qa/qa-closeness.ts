import { normalize, stem } from '../../../language/italian-terms.js';
import { lemmaOf } from '../../../language/italian-lemmas.js';
import { editDistance, foldSpelling } from '../search/spelling.js';

/**
 * How closely a visitor's question matches a question-and-answer pair (ADR 0174), measurably and the same offline and
 * with a model: the weighted Jaccard overlap of the two questions' terms, each term a normalised Italian stem (accents
 * and case folded, verb forms one lemma, borrowed spellings folded), without the words that carry no meaning in a
 * question ('vorrei sapere', 'per favore', 'quali sono'). Interrogatives ('dove', 'quando', 'quanto'…) count half: they
 * tell 'dove consegnate?' from 'quando consegnate?' without making 'quanto costa' and 'qual è il costo' strangers.
 * Terms of five letters or more one typing error apart are the same term. A negation on one side only never matches.
 * The threshold was chosen on the Italian paraphrases and near misses of qa-closeness.test.ts.
 */
export const QA_MATCH_THRESHOLD = 0.75;

/** Words that do not change what is asked: articles, pronouns, auxiliaries, courtesy, 'what' in its many forms. */
const NEUTRAL = new Set(
  (
    'il lo la i gli le un uno una di a da in con su per tra fra e ed o od ma se che cui ' +
    'del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle ' +
    "sul sullo sulla sui sugli sulle col coi è e' sono sei siamo siete era erano essere ho hai ha abbiamo avete hanno avere " +
    'mi ti si ci vi ne me te lui lei noi voi loro mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre ' +
    'vostro vostra vostri vostre questo questa questi queste quello quella quelli quelle cosa qual quale quali anche ' +
    'solo già ancora poi allora qui qua lì là c ce l d un po ' +
    'fa fai fate fare faccio facciamo fanno può puo puoi posso possiamo potete possono potrei potresti potreste potrebbe ' +
    'devo deve dobbiamo dovete devono vorrei volevo voglio vorremmo vuole sapere saper so sai sapete sapreste sapresti ' +
    'dire dici dite dimmi ditemi dirmi chiedere chiedo domanda domandare informazione informazioni info ' +
    'favore cortesia gentilmente grazie scusa scusate scusi salve ciao buongiorno buonasera esattamente ' +
    'esiste esistono c è possibile'
  )
    .split(/\s+/)
    .map(normalize),
);

/** The question words: what is asked about. */
const INTERROGATIVES = new Map([
  ['dove', 'dove'],
  ['quando', 'quando'],
  ['quanto', 'quanto'],
  ['quanta', 'quanto'],
  ['quanti', 'quanto'],
  ['quante', 'quanto'],
  ['come', 'come'],
  ['perche', 'perche'],
  ['chi', 'chi'],
]);
const INTERROGATIVE_WEIGHT = 0.5;

const NEGATION = new Set(['non', 'nessun', 'nessuno', 'nessuna', 'senza', 'mai', 'niente', 'nulla', 'neanche', 'nemmeno']);

export interface QuestionTerms {
  /** Term → weight. */
  terms: Map<string, number>;
  /** Term → its folded stem before the lemma (what a typing error is measured on). */
  stems: Map<string, string>;
  negated: boolean;
}

/** The terms of a question as the closeness compares them. */
export function questionTerms(text: string): QuestionTerms {
  const terms = new Map<string, number>();
  const stems = new Map<string, string>();
  let negated = false;
  let previous = '';
  for (const word of normalize(text).match(/[a-z]+|[0-9]+(?:[.,][0-9]+)?/g) ?? []) {
    const after = previous;
    previous = word;
    if (NEGATION.has(word)) {
      negated = true;
      continue;
    }
    const interrogative = INTERROGATIVES.get(word);
    if (interrogative) {
      terms.set(`?${interrogative}`, INTERROGATIVE_WEIGHT);
      continue;
    }
    // 'Per quanto tempo…' asks what 'quanto…' asks.
    if (NEUTRAL.has(word) || (word === 'tempo' && INTERROGATIVES.get(after) === 'quanto')) continue;
    // Numbers count whatever their length ('24 ore' is not '48 ore'); words of one or two letters do not.
    if (/^[0-9]/.test(word)) {
      terms.set(word.replace(',', '.'), 1);
      continue;
    }
    if (word.length < 3) continue;
    const stemmed = foldSpelling(stem(word));
    const term = foldSpelling(lemmaOf(stem(word)));
    terms.set(term, 1);
    stems.set(term, stemmed);
  }
  return { terms, stems, negated };
}

/**
 * 0–1: the weighted Jaccard overlap of two questions' terms; 0 when one is negated and the other is not, or when they
 * share no content term exactly (typing errors then count only beside a term in common: what keeps comparing a
 * question with hundreds of pairs a matter of microseconds).
 */
export function closeness(a: QuestionTerms, b: QuestionTerms): number {
  if (a.negated !== b.negated || a.terms.size === 0 || b.terms.size === 0) return 0;
  let shared = 0;
  let sharedContent = false;
  let onlyA = 0;
  let unmatched: string[] | null = null;
  for (const [term, weight] of a.terms) {
    const other = b.terms.get(term);
    if (other === undefined) {
      (unmatched ??= []).push(term);
      continue;
    }
    shared += Math.min(weight, other);
    if (!term.startsWith('?')) sharedContent = true;
  }
  if (!sharedContent) return 0;
  const used = new Set<string>();
  for (const term of unmatched ?? []) {
    const twin = nearTwin(a.stems.get(term), b, (candidate) => used.has(candidate) || a.terms.has(candidate));
    if (twin === null) {
      onlyA += a.terms.get(term)!;
      continue;
    }
    shared += Math.min(a.terms.get(term)!, b.terms.get(twin)!);
    used.add(twin);
  }
  let onlyB = 0;
  for (const [term, weight] of b.terms) if (!a.terms.has(term) && !used.has(term)) onlyB += weight;
  return shared / (shared + onlyA + onlyB);
}

/**
 * A term one typing error away ('spedizone', 'spedizzione'), compared on the stems before the lemma, for words long
 * enough that one letter does not make another word.
 */
function nearTwin(stemmed: string | undefined, b: QuestionTerms, taken: (term: string) => boolean): string | null {
  if (!stemmed || stemmed.length < 5) return null;
  for (const [candidate, other] of b.stems) {
    if (taken(candidate) || other.length < 5 || Math.abs(other.length - stemmed.length) > 1) continue;
    if (editDistance(stemmed, other, 1) <= 1) return candidate;
  }
  return null;
}

export interface QaCandidate {
  documentId: string;
  question: string;
  variants: string[];
  answer: string;
}

export interface QaMatch<T extends QaCandidate> {
  pair: T;
  /** The closeness of the best of the pair's questions. */
  score: number;
  /** Which of them: the question or one of its variants. */
  matchedQuestion: string;
}

/**
 * The pair a question asks for, if one is close enough: the best pair's best question (its own or a variant) at or
 * above QA_MATCH_THRESHOLD, and no other pair with another answer as close (then it is not clear which was meant).
 */
/**
 * The terms of the pairs' questions, kept between chat turns (the same texts come back with every question asked of an
 * agent): a bounded memo of a pure function, the oldest entry dropped first.
 */
const pairTerms = new Map<string, QuestionTerms>();
const PAIR_TERMS_KEPT = 20_000;
function termsOfPairQuestion(text: string): QuestionTerms {
  let terms = pairTerms.get(text);
  if (!terms) {
    terms = questionTerms(text);
    if (pairTerms.size >= PAIR_TERMS_KEPT) pairTerms.delete(pairTerms.keys().next().value!);
    pairTerms.set(text, terms);
  }
  return terms;
}

export function bestQaMatch<T extends QaCandidate>(question: string, pairs: T[]): QaMatch<T> | null {
  const asked = questionTerms(question);
  if (asked.terms.size === 0) return null;
  let best: QaMatch<T> | null = null;
  let tied = false;
  for (const pair of pairs) {
    let pairBest: QaMatch<T> | null = null;
    for (const text of [pair.question, ...pair.variants]) {
      const score = closeness(asked, termsOfPairQuestion(text));
      if (!pairBest || score > pairBest.score) pairBest = { pair, score, matchedQuestion: text };
    }
    if (!pairBest || pairBest.score < QA_MATCH_THRESHOLD) continue;
    if (!best || pairBest.score > best.score) {
      best = pairBest;
      tied = false;
    } else if (pairBest.score === best.score && pairBest.pair.answer.trim() !== best.pair.answer.trim()) {
      tied = true;
    }
  }
  return best && !tied ? best : null;
}
