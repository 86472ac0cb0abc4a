import { normalize, stem } from '../../../language/italian-terms.js';
import { lemmaOf } from '../../../language/italian-lemmas.js';
import { editDistance, foldSpelling } from '../search/spelling.js';
import { IMPLIED_INTENTS, INTENTS, LIGHT_WEIGHT, LIGHT_WORDS, NEUTRAL_WORDS, PHRASES, SYNONYMS } from './qa-vocabulary.js';

/**
 * Whether a visitor's question asks what a question-and-answer pair answers (ADR 0226, which replaces the rule of
 * ADR 0174): pure, no model, explainable term by term.
 * - A question is read as its intent (dove, quando, come, quanto, perché, chi, also said in several words: 'a che
 *   ora' is 'quando') and its content concepts: the words left after the neutral ones (articles, modals such as
 *   'posso', courtesy, 'avete', the business's own name), each folded for accents, stemmed, mapped to its verb lemma
 *   and to its group of synonyms (qa-vocabulary.ts); generic words ('piatti', 'macchina') weigh LIGHT_WEIGHT.
 * - Two questions with different intents never match ('Dove posso parcheggiare?' is not 'Come posso prenotare?'),
 *   nor a negated question and one that is not, nor two that share no content concept.
 * - Otherwise the closeness is the weighted overlap shared / (shared + asked only + PAIR_ONLY_WEIGHT × pair only):
 *   a word the visitor adds is a restriction the answer may not cover and costs fully; a word of the pair the visitor
 *   leaves out ('Come prenoto?' for 'Come posso prenotare una camera?') costs less.
 * - Words of five letters or more one typing error apart are the same word, once the two share a word exactly.
 * QA_MATCH_THRESHOLD and PAIR_ONLY_WEIGHT were tuned on the dev half of qa-match-set.json and are reported on its
 * test half (qa-match-set.test.ts).
 */
export const QA_MATCH_THRESHOLD = 0.725;
export const PAIR_ONLY_WEIGHT = 0.25;
/** The share of the two questions' words in common for a pair to be related to a question at all (see relatedTo). */
export const RELATED_SHARE = 0.5;

/** The weight of an interrogative one side says and the other does not (see unsaidIntents): one word's. */
export const INTENT_WEIGHT = 1;

const NEUTRAL = new Set(NEUTRAL_WORDS.map(normalize));
const NEGATION = new Set(['non', 'nessun', 'nessuno', 'nessuna', 'senza', 'mai', 'niente', 'nulla', 'neanche', 'nemmeno']);

/** A word as a term: folded for accents, stemmed, its verb lemma, derivational endings ('prenotazione') dropped. */
function termOf(word: string): string {
  const stemmed = foldSpelling(stem(word));
  // 'prenotazione' is 'prenotare', 'inserisco' is 'inserire'.
  const root = stemmed
    .replace(/(?:azion|izion|ament|iment)$/, '')
    .replace(/(?<=.{4})isc$/, '')
    .replace(/(?<=.{4})[aeiou]+$/, '');
  return foldSpelling(lemmaOf(root.length >= 3 ? root : stemmed));
}

let synonymOf: Map<string, string> | null = null;
function conceptOf(term: string): string {
  if (!synonymOf) {
    synonymOf = new Map();
    for (const line of SYNONYMS.trim().split('\n')) {
      const [name, ...others] = line.trim().split(/\s+/).map(termOf);
      for (const member of [name!, ...others]) synonymOf.set(member, name!);
    }
  }
  return synonymOf.get(term) ?? term;
}
const LIGHT = new Set(LIGHT_WORDS.map((word) => conceptOf(termOf(word))));
const IMPLIED_BY = new Map([...IMPLIED_INTENTS].map(([intent, words]) => [intent, words.map((word) => conceptOf(termOf(word)))]));

export interface QuestionTerms {
  /** Content concept → weight. */
  terms: Map<string, number>;
  /** Each word's folded stem before lemma and synonyms (what a typing error is measured on), with its concept. */
  stems: [concept: string, stem: string][];
  intents: Set<string>;
  negated: boolean;
}

/** The intent and content of a question as the matcher compares them. */
export function questionTerms(text: string): QuestionTerms {
  // The future ('arriverà', 'spedirò') is read as the infinitive: the accent that tells it apart goes with normalize.
  const present = text
    .toLowerCase()
    .replace(
      /(\p{L}{3,})([ei])r(?:[àò]|ete|emo|anno)(?!\p{L})/gu,
      (_, root: string, vowel: string) => `${root}${vowel === 'e' ? 'a' : 'i'}re`,
    );
  let folded = ` ${normalize(present).replace(/['’`´\-_/]/g, ' ')} `;
  for (const [phrase, replacement] of PHRASES) folded = folded.replace(phrase, replacement);
  const terms = new Map<string, number>();
  const stems: [string, string][] = [];
  const intents = new Set<string>();
  let negated = false;
  for (const word of folded.match(/[a-z]+|[0-9]+(?:[.,][0-9]+)?/g) ?? []) {
    if (NEGATION.has(word)) {
      negated = true;
      continue;
    }
    const intent = INTENTS.get(word);
    if (intent) {
      intents.add(intent);
      continue;
    }
    if (NEUTRAL.has(word)) continue;
    // Numbers count whatever their length ('24 ore' is not '48 ore'); words of one or two letters do not.
    if (/^[0-9]/.test(word)) {
      terms.set(word.replace(',', '.'), 1);
      continue;
    }
    if (word.length < 3) continue;
    const concept = conceptOf(termOf(word));
    terms.set(concept, LIGHT.has(concept) ? LIGHT_WEIGHT : 1);
    stems.push([concept, foldSpelling(stem(word))]);
  }
  return { terms, stems, intents, negated };
}

/** How the visitor's question and one question of a pair overlap: the weights shared and those of each side alone. */
interface Overlap {
  shared: number;
  askedOnly: number;
  pairOnly: number;
}

function overlap(asked: QuestionTerms, pair: QuestionTerms): Overlap | null {
  if (asked.negated !== pair.negated) return null;
  if (asked.intents.size && pair.intents.size && ![...asked.intents].some((intent) => pair.intents.has(intent))) return null;
  // A question that is its interrogative alone ('Dove siete?', 'Qual è l'indirizzo?') asks what another such one asks.
  if (asked.terms.size === 0 && pair.terms.size === 0) return sameIntents(asked, pair) ? { shared: 1, askedOnly: 0, pairOnly: 0 } : null;
  if (asked.terms.size === 0 || pair.terms.size === 0) return null;
  // Typing errors count only beside a word in common: what keeps comparing a question with hundreds of pairs cheap.
  if (![...asked.terms.keys()].some((term) => pair.terms.has(term))) return null;
  let shared = 0;
  let askedOnly = 0;
  const used = new Set<string>();
  for (const [term, weight] of asked.terms) {
    const twin = pair.terms.has(term) ? term : nearTwin(asked, term, pair);
    if (twin === null) askedOnly += weight;
    // A misspelt synonym of a word the question already shares ('orari di apertra') adds nothing.
    else if (asked.terms.has(twin) && twin !== term) continue;
    else if (!used.has(twin)) {
      shared += Math.min(weight, pair.terms.get(twin)!);
      used.add(twin);
    }
  }
  if (shared === 0) return null;
  let pairOnly = 0;
  for (const [term, weight] of pair.terms) if (!used.has(term)) pairOnly += weight;
  return { shared, askedOnly: askedOnly + unsaidIntents(asked, pair), pairOnly: pairOnly + unsaidIntents(pair, asked) };
}

/**
 * What one side asks with an interrogative the other does not say: 'Quanto costa spedire all'estero?' asks more than
 * 'Spedite all'estero?'. Not 'come' ('Come posso annullare?' is 'Posso annullare?'), nor what the other side's words
 * already ask ('Quando siete aperti?' is 'Quali sono gli orari?').
 */
function unsaidIntents(a: QuestionTerms, b: QuestionTerms): number {
  if (b.intents.size) return 0;
  let weight = 0;
  for (const intent of a.intents) {
    if (intent !== 'come' && !IMPLIED_BY.get(intent)?.some((concept) => b.terms.has(concept))) weight += INTENT_WEIGHT;
  }
  return weight;
}

const sameIntents = (a: QuestionTerms, b: QuestionTerms) =>
  a.intents.size > 0 && a.intents.size === b.intents.size && [...a.intents].every((intent) => b.intents.has(intent));

/** 0–1: how closely the visitor's question (`asked`) asks one question of a pair. */
export function closeness(asked: QuestionTerms, pair: QuestionTerms, pairOnlyWeight = PAIR_ONLY_WEIGHT): number {
  const o = overlap(asked, pair);
  return o ? o.shared / (o.shared + o.askedOnly + pairOnlyWeight * o.pairOnly) : 0;
}

/**
 * Whether the question is about what the pair's question is about at all, without asking the same (ADR 0226): no
 * other intent, and at least RELATED_SHARE of the words of both together in common ('Quali sono gli orari a Natale?'
 * is about 'Quali sono gli orari?'; 'Come posso prenotare a Milano?' is not about 'Come posso pagare a Milano?'). A pair
 * that is not stays out of the ordinary answer too, unless its answer itself shares a word with the question.
 */
export function relatedTo(asked: QuestionTerms, pair: QuestionTerms): boolean {
  const o = overlap(asked, pair);
  return o !== null && o.shared >= RELATED_SHARE * (o.shared + o.askedOnly + o.pairOnly);
}

/** Whether a text (a pair's answer) shares a content concept of full weight with the question. */
export function sharesConcept(asked: QuestionTerms, text: string): boolean {
  const other = termsOfPairText(text);
  for (const [term, weight] of asked.terms) if (weight === 1 && other.terms.has(term)) return true;
  return false;
}

/**
 * A term one typing error away ('spedizone', 'spedizzione'), compared on the stems before lemma and synonyms, for
 * words long enough that one letter does not make another word.
 */
function nearTwin(asked: QuestionTerms, term: string, pair: QuestionTerms): string | null {
  for (const [concept, stemmed] of asked.stems) {
    if (concept !== term || stemmed.length < 5) continue;
    for (const [candidate, other] of pair.stems) {
      if (other.length < 5 || Math.abs(other.length - stemmed.length) > 1) continue;
      if (editDistance(stemmed, other, 1) <= 1) return candidate;
    }
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
 * The terms of the pairs' texts, kept between chat turns (the same texts come back with every question asked of an
 * agent): a bounded memo of a pure function, the oldest entry dropped first.
 */
const pairTerms = new Map<string, QuestionTerms>();
const PAIR_TERMS_KEPT = 20_000;
function termsOfPairText(text: string): QuestionTerms {
  let terms = pairTerms.get(text);
  if (!terms) {
    terms = questionTerms(text);
    if (pairTerms.size >= PAIR_TERMS_KEPT) pairTerms.delete(pairTerms.keys().next().value!);
    pairTerms.set(text, terms);
  }
  return terms;
}

/** The two constants tuned on the dev half of the evaluation set (qa-match-set.test.ts varies them). */
export interface MatchTuning {
  threshold?: number;
  pairOnlyWeight?: number;
}

/**
 * The pair a question asks for, if one is close enough: the best pair's best question (its own or a variant) at or
 * above QA_MATCH_THRESHOLD, and no other pair with another answer as close (then it is not clear which was meant).
 */
export function bestQaMatch<T extends QaCandidate>(
  question: string,
  pairs: T[],
  { threshold = QA_MATCH_THRESHOLD, pairOnlyWeight = PAIR_ONLY_WEIGHT }: MatchTuning = {},
): QaMatch<T> | null {
  const asked = questionTerms(question);
  if (asked.terms.size === 0 && asked.intents.size === 0) return null;
  let best: QaMatch<T> | null = null;
  let tied = false;
  for (const pair of pairs) {
    let pairBest: QaMatch<T> | null = null;
    for (const text of [pair.question, ...pair.variants]) {
      const score = closeness(asked, termsOfPairText(text), pairOnlyWeight);
      if (!pairBest || score > pairBest.score) pairBest = { pair, score, matchedQuestion: text };
    }
    if (!pairBest || pairBest.score < threshold) continue;
    if (!best || pairBest.score > best.score) {
      best = pairBest;
      tied = false;
    } else if (pairBest.score === best.score && pairBest.pair.answer.trim() !== best.pair.answer.trim()) {
      tied = true;
    }
  }
  return best && !tied ? best : null;
}

/**
 * Whether a pair has nothing to do with the question (ADR 0226): neither related to it by its questions nor sharing a
 * word with it in its answer. Its passage takes no part in the ordinary answer, where a shared 'posso' or place name
 * would otherwise quote another question's answer.
 */
export function unrelatedTo(asked: QuestionTerms, pair: QaCandidate): boolean {
  return ![pair.question, ...pair.variants].some((text) => relatedTo(asked, termsOfPairText(text))) && !sharesConcept(asked, pair.answer);
}
