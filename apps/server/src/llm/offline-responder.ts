import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { sourceLabel as documentSourceLabel, type PassageLocation } from '@app/shared/api/knowledge';
import { contradicts } from '../language/italian-contradiction.js';
import { splitSentences } from '../language/italian-sentences.js';
import { rankSentences, type RankedSentence } from '../language/rank-sentences.js';

export interface Passage extends Partial<PassageLocation> {
  /** The cited passage (a chunk of a document), which a source opens. */
  chunkId?: string;
  documentId: string;
  file: string;
  page: number | null;
  text: string;
}

/** Where a quoted sentence comes from. Attachments are cited in the text but are not documents. */
export type AnswerSource =
  | ({ kind: 'document'; chunkId?: string; documentId: string; file: string; page: number | null } & Partial<PassageLocation>)
  | { kind: 'memory' }
  | { kind: 'attachment'; name: string };

/** Every offline answer opens with this label, so it can stream before the passages are even looked up. */
export const OFFLINE_HEADER = `**${CHAT_MESSAGES.offlineLabel}** · Nessun modello AI è configurato: rispondo con le frasi più pertinenti dei documenti e della memoria del team.`;
/** The same mark when a configured model failed to answer (issue 33): the answer that follows is the offline one. */
export const FALLBACK_HEADER = `**${CHAT_MESSAGES.offlineLabel}** · Il modello AI non risponde in questo momento: rispondo con le frasi più pertinenti dei documenti e della memoria del team.`;
/**
 * What visitors (public chat, widget, messaging apps, /api/v1) read in place of either header (issue 44): an honest
 * label, never the configuration (models, keys, providers), which only members read.
 */
export const VISITOR_HEADER = `**${CHAT_MESSAGES.automaticAnswerLabel}**`;
export const NOTHING_FOUND =
  "Non ho trovato nei documenti dell'agente un passaggio pertinente alla tua domanda. Prova a riformularla con altre parole.";

/** Bounds of an answer: a few sentences, never a wall of text. */
export const MAX_SENTENCES = 4;
export const MAX_ANSWER_CHARS = 700;
const MAX_SENTENCE_CHARS = 400;
const MAX_MEMORIES = 2;
/** A sentence is quoted when it scores at least this share of the best one… */
const RELATIVE_SCORE = 0.4;
/** …and covers at least this share of the question's (weighted) terms. */
const MIN_COVERAGE = 0.2;
/** Bonus share for sentences of the passage retrieval ranked first (halved for the second, …). */
const RETRIEVAL_PRIOR = 0.3;

interface Candidate {
  text: string;
  group: number;
  position: number;
  source: AnswerSource;
}

/**
 * The built-in responder used when no model is configured (D9, ADR 0024): it does not pretend to think,
 * it says it is in offline mode and quotes the sentences that best answer the question, each followed by
 * its source. Team memories take part and, being the team's corrections, come first and silence a document
 * sentence they contradict when they answer the question at least as fully. `passages` come ranked by retrieval; an attachment's text is read here.
 * `citeSources: false` (a public visitor of an agent whose sources are hidden) quotes without sources.
 */
export function composeOfflineAnswer(args: {
  question: string;
  passages: Passage[];
  memories?: { content: string }[];
  attachment?: { name: string; text: string } | null;
  citeSources?: boolean;
}): { text: string; cited: AnswerSource[]; used: AnswerSource[] } {
  const candidates = collectCandidates(args);
  const ranked = rankSentences(args.question, candidates);
  let chosen = choose(ranked, candidates);
  // A question about "this file" may share no word with it: then its opening is the best summary we have.
  // Likewise a passage retrieval found through a spelling variant: its opening rather than nothing.
  if (!chosen.length) chosen = opening(candidates.filter((c) => c.source.kind !== 'memory'));
  if (!chosen.length) return { text: `${OFFLINE_HEADER}\n\n${NOTHING_FOUND}`, cited: [], used: [] };

  const groups = new Map<number, Candidate[]>();
  for (const c of chosen) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  const cited: AnswerSource[] = [];
  // What the answer quotes, shown or not (analytics: which documents answer, which questions none does).
  const used: AnswerSource[] = [];
  const blocks = [...groups.values()].map((sentences) => {
    const source = sentences[0]!.source;
    const quote = joinInOrder(sentences);
    // Every passage quoted, two of one document too: the answer's evidence is judged on them (decide-outcome.ts).
    if (!used.includes(source)) used.push(source);
    if (args.citeSources === false) return `> ${quote}`;
    if (!cited.some((s) => sameSource(s, source))) cited.push(source);
    return `> ${quote}\n\n— *Fonte: ${escapeMarkdown(sourceLabel(source))}*`;
  });
  return { text: `${OFFLINE_HEADER}\n\n${blocks.join('\n\n')}`, cited, used };
}

function collectCandidates(args: {
  passages: Passage[];
  memories?: { content: string }[];
  attachment?: { name: string; text: string } | null;
}): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  let group = 0;
  const add = (texts: string[], source: AnswerSource) => {
    texts.forEach((text, position) => {
      const key = text.toLowerCase();
      // Overlapping chunks repeat sentences: each is quoted once, from where it was met first.
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ text, group, position, source });
    });
    group += 1;
  };
  for (const memory of args.memories ?? []) add([asSentence(memory.content)], { kind: 'memory' });
  if (args.attachment?.text.trim()) add(splitSentences(args.attachment.text), { kind: 'attachment', name: args.attachment.name });
  for (const p of args.passages) {
    add(
      splitSentences(p.text),
      p.documentId
        ? {
            kind: 'document',
            chunkId: p.chunkId,
            documentId: p.documentId,
            file: p.file,
            page: p.page,
            paragraph: p.paragraph ?? null,
            startMs: p.startMs ?? null,
            endMs: p.endMs ?? null,
          }
        : { kind: 'attachment', name: p.file },
    );
  }
  return out;
}

/** The sentences that answer: matching memories first, then the best-scoring sentences, within the bounds. */
function choose(ranked: RankedSentence[], candidates: Candidate[]): Candidate[] {
  const best = Math.max(0, ...ranked.map((r) => r.score));
  if (best === 0) return [];
  const firstPassageGroup = candidates.find((c) => c.source.kind === 'document')?.group ?? 0;
  const relevant = ranked
    .map((r, i) => ({ r: withRetrievalPrior(r, candidates[i]!, firstPassageGroup), c: candidates[i]! }))
    .filter(({ r }) => r.score >= RELATIVE_SCORE * best && r.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.r.score - a.r.score || a.c.group - b.c.group || a.c.position - b.c.position);
  const memories = relevant.filter(({ c }) => c.source.kind === 'memory').slice(0, MAX_MEMORIES);
  // A memory overrules a sentence it contradicts when it answers the question at least as fully: the team's
  // correction "il martedì sera costa 5 euro" silences "costa 7 euro" for Tuesday evening, not for every day.
  const overruled = (r: RankedSentence, c: Candidate) => memories.some((m) => m.r.coverage >= r.coverage && contradicts(m.c.text, c.text));
  const others = relevant.filter(({ r, c }) => c.source.kind !== 'memory' && !overruled(r, c));
  const chosen: Candidate[] = [];
  let chars = 0;
  for (const { c } of [...memories, ...others]) {
    if (chosen.length >= MAX_SENTENCES) break;
    const text = clip(c.text);
    if (chosen.length && chars + text.length > MAX_ANSWER_CHARS) continue;
    chosen.push({ ...c, text });
    chars += text.length;
  }
  return chosen;
}

/** Retrieval ranked the passages with the whole document in view: the best passage's sentences get a little more. */
function withRetrievalPrior(r: RankedSentence, c: Candidate, firstPassageGroup: number): RankedSentence {
  if (c.source.kind !== 'document') return r;
  return { ...r, score: r.score * (1 + RETRIEVAL_PRIOR / (1 + c.group - firstPassageGroup)) };
}

/** The first sentences of the first candidate group, up to a short paragraph. */
function opening(candidates: Candidate[]): Candidate[] {
  const first = candidates.filter((c) => c.group === candidates[0]?.group);
  const out: Candidate[] = [];
  let chars = 0;
  for (const c of first.slice(0, 2)) {
    const text = clip(c.text);
    if (out.length && chars + text.length > MAX_ANSWER_CHARS / 2) break;
    out.push({ ...c, text });
    chars += text.length;
  }
  return out;
}

/** Sentences of one source in their original order; a gap between them is marked. */
function joinInOrder(sentences: Candidate[]): string {
  const sorted = [...sentences].sort((a, b) => a.position - b.position);
  return sorted.map((s, i) => (i > 0 && s.position !== sorted[i - 1]!.position + 1 ? `… ${s.text}` : s.text)).join(' ');
}

/** A memory is saved as typed ("il martedì sera…"): quoted as a sentence. */
function asSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const capital = clean.charAt(0).toLocaleUpperCase('it-IT') + clean.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

function clip(text: string): string {
  if (text.length <= MAX_SENTENCE_CHARS) return text;
  const cut = text.lastIndexOf(' ', MAX_SENTENCE_CHARS);
  return `${text.slice(0, cut > 0 ? cut : MAX_SENTENCE_CHARS)} …`;
}

function sourceLabel(source: AnswerSource): string {
  if (source.kind === 'memory') return 'memoria del team';
  if (source.kind === 'attachment') return `allegato ${source.name}`;
  return documentSourceLabel(source);
}

function sameSource(a: AnswerSource, b: AnswerSource): boolean {
  // A document source is one place of one document: the same page, paragraph or time range is cited once.
  const key = (s: AnswerSource) => (s.kind === 'document' ? `d:${s.documentId}:${sourceLabel(s)}` : `${s.kind}:${sourceLabel(s)}`);
  return key(a) === key(b);
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}

/**
 * Splits an answer into pieces of a few words, so the offline answer streams like a model's. Not one word per
 * piece: each piece is one write to the socket, and under load those writes were the server's largest cost
 * (bench/chat-public.mjs).
 */
export function tokenize(text: string, wordsPerPiece = 8): string[] {
  const words = text.match(/\s*\S+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}
