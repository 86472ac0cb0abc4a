/** A stretch of the extracted text: [start, end) character offsets; the chunk's text is text.slice(start, end). */
export interface Span {
  start: number;
  end: number;
}

export interface ChunkOptions {
  /** Chunks never exceed this many characters. */
  maxChars: number;
  /** Neighbouring paragraphs are packed together while the chunk stays under this size. */
  packChars: number;
  /** Characters repeated from the end of the previous piece when a paragraph has to be cut. */
  overlapChars: number;
}

/**
 * Chosen with bench/rag-eval: most paragraphs stay whole (an answer is never cut in two), short ones are
 * packed together, and the mean chunk stays well under 1,200 characters (about 860 on the Italian set).
 */
export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { maxChars: 1500, packChars: 1000, overlapChars: 300 };

/**
 * Splits text into chunks that follow its structure: whole paragraphs where they fit (small ones packed
 * together), long paragraphs cut between sentences with overlap, a sentence longer than a chunk cut at a
 * space. Offsets are exact, so a hit can always be shown in its document.
 */
export function chunkText(text: string, options: ChunkOptions = DEFAULT_CHUNK_OPTIONS, pageStarts: number[] = []): Span[] {
  const units: Span[] = [];
  for (const paragraph of paragraphs(text)) {
    if (paragraph.end - paragraph.start <= options.maxChars) units.push(paragraph);
    else units.push(...splitLongParagraph(text, paragraph, options));
  }
  const chunks: Span[] = [];
  for (const unit of units) {
    const last = chunks.at(-1);
    // Packing only joins whole short paragraphs; pieces of a cut paragraph already overlap each other.
    // Nor does it cross a page border, so every chunk cites one page.
    const crossesPage = last !== undefined && startsUpTo(pageStarts, unit.start) > startsUpTo(pageStarts, last.start);
    // A Markdown heading (a note, a page's section) opens a chunk: a passage never ends one section and starts the next.
    const opensSection = MARKDOWN_HEADING.test(text.slice(unit.start, unit.start + 8));
    if (last && !crossesPage && !opensSection && unit.start >= last.end && unit.end - last.start <= options.packChars) last.end = unit.end;
    else chunks.push({ ...unit });
  }
  return chunks;
}

/** An ATX Markdown heading at the start of a paragraph: '# Orari', '### Resi e rimborsi'. */
const MARKDOWN_HEADING = /^#{1,6}[ \t]/;

/** How many of the sorted `starts` are ≤ `offset` (binary search: a 10,000-page PDF made a scan per chunk quadratic). */
function startsUpTo(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (starts[mid]! <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Paragraphs: text between blank lines, trimmed. */
export function paragraphs(text: string): Span[] {
  const spans: Span[] = [];
  const separator = /\n[ \t\f\v\u00a0]*\n\s*/g;
  let from = 0;
  for (const match of text.matchAll(separator)) {
    pushTrimmed(text, from, match.index!, spans);
    from = match.index! + match[0].length;
  }
  pushTrimmed(text, from, text.length, spans);
  return spans;
}

function pushTrimmed(text: string, start: number, end: number, into: Span[]) {
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  if (end > start) into.push({ start, end });
}

/** Sentence ends: . ! ? … (with closing quotes) followed by space and a capital, or a line break. */
const SENTENCE_END = /[.!?…]+["'»”)\]]*\s+(?=[A-ZÀ-ÖØ-Ý0-9"«“(])|\n+/g;

export function sentences(text: string, span: Span): Span[] {
  const slice = text.slice(span.start, span.end);
  const result: Span[] = [];
  let from = 0;
  for (const match of slice.matchAll(SENTENCE_END)) {
    const end = match.index! + match[0].length;
    pushTrimmed(text, span.start + from, span.start + end, result);
    from = end;
  }
  pushTrimmed(text, span.start + from, span.end, result);
  return result;
}

function splitLongParagraph(text: string, paragraph: Span, options: ChunkOptions): Span[] {
  const pieces: Span[] = [];
  for (const sentence of sentences(text, paragraph)) {
    if (sentence.end - sentence.start <= options.maxChars) pieces.push(sentence);
    else pieces.push(...cutAtSpaces(text, sentence, options.maxChars));
  }
  const chunks: Span[] = [];
  let first = 0;
  while (first < pieces.length) {
    let last = first;
    while (last + 1 < pieces.length && pieces[last + 1]!.end - pieces[first]!.start <= options.maxChars) last += 1;
    chunks.push({ start: pieces[first]!.start, end: pieces[last]!.end });
    if (last + 1 >= pieces.length) break;
    // The next chunk starts with the last sentences of this one (up to overlapChars), always moving forward.
    let next = last + 1;
    while (next - 1 > first && pieces[last]!.end - pieces[next - 1]!.start <= options.overlapChars) next -= 1;
    first = next;
  }
  return chunks;
}

function cutAtSpaces(text: string, span: Span, maxChars: number): Span[] {
  const result: Span[] = [];
  let start = span.start;
  while (span.end - start > maxChars) {
    let cut = text.lastIndexOf(' ', start + maxChars);
    if (cut <= start) cut = start + maxChars;
    result.push({ start, end: cut });
    start = cut;
    while (start < span.end && text[start] === ' ') start += 1;
  }
  if (span.end > start) result.push({ start, end: span.end });
  return result;
}
