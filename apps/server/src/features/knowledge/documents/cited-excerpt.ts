import { paragraphs, sentences } from '../ingestion/chunk-text.js';

/** Words that say something: four letters or more, lower case, without accents. */
function words(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]{4,}/gu) ?? []
  );
}

/** A sentence counts as used when at least this share of its words appears in an answer that cited it. */
const USED_SHARE = 0.6;

/**
 * What a public visitor may read of a cited chunk (issue 33): the sentences the answers citing it used, in the order
 * of the document, and never neighbouring text. A sentence is used when most of its words are in one answer (the
 * offline answer quotes sentences whole; a model repeats their words). When no sentence was used that way, the
 * paragraph the source names (the chunk's first), or the sentence sharing most words with the answers.
 */
export function citedExcerpt(chunk: string, answers: string[]): string {
  const answerWords = answers.map((answer) => new Set(words(answer)));
  const all = paragraphs(chunk).flatMap((paragraph) => sentences(chunk, paragraph));
  const scored = all.map((span) => {
    const own = words(chunk.slice(span.start, span.end));
    const share = own.length ? Math.max(0, ...answerWords.map((set) => own.filter((w) => set.has(w)).length / own.length)) : 0;
    return { span, share };
  });
  const used = scored.filter((s) => s.share >= USED_SHARE);
  if (used.length) return used.map((s) => chunk.slice(s.span.start, s.span.end)).join(' … ');
  const [first] = paragraphs(chunk);
  if (first && paragraphs(chunk).length > 1) return chunk.slice(first.start, first.end);
  const best = scored.reduce<(typeof scored)[number] | null>((top, s) => (!top || s.share > top.share ? s : top), null);
  return best ? chunk.slice(best.span.start, best.span.end) : '';
}
