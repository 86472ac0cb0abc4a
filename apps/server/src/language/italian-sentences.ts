/**
 * Italian sentence splitting for the offline responder: it quotes single sentences, so a wrong cut shows
 * as half a sentence in an answer. Abbreviations, initials, decimals and thousands must not end a sentence.
 */

/** Abbreviations that are always followed by what they introduce (a name, a number, an example). */
const NEVER_ENDS = new Set(
  (
    'sig sigg sig.ra sig.na dott dott.ssa prof prof.ssa ing avv geom rag arch on egr gent gent.mo gent.ma spett mons ' +
    'p.es es cfr pag pagg pp art artt n nr num tel cell v vol cap par sez fig tab all rif prot lett co comma ' +
    'd.lgs d.l l reg ca c.a c.so p.za v.le s.s gen feb apr giu lug ago sett ott nov dic lun mer gio ven sab dom min max ' +
    'tot incl escl ecc.mo ill.mo'
  ).split(/\s+/),
);

/** A list item's marker at the start of a line: -, •, *, 1. or 1), a). */
const LIST_MARKER = /^(?:[-–—•*·▪●]|\d{1,3}[.)]|[a-z]\))\s+/;
const ENDS_CLAUSE = /[.!?…:;]["'»”)\]]*$/;
const STARTS_UPPER = /^["'«“(]?[A-ZÀ-ÖØ-Ý]/;

/**
 * The sentences of `text`, trimmed, in order. Blank lines and list items always separate; a single line
 * break separates after a full stop, a colon or a heading-like short line, otherwise it is a wrapped line.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n[ \t\f\v\u00a0]*\n/)) {
    for (const block of joinWrappedLines(paragraph)) out.push(...splitBlock(block));
  }
  return out;
}

function joinWrappedLines(paragraph: string): string[] {
  const blocks: string[] = [];
  let current = '';
  for (const raw of paragraph.split('\n')) {
    let line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const listItem = LIST_MARKER.test(line);
    line = line.replace(LIST_MARKER, '').replace(/^#{1,6}\s+/, '');
    if (!current) {
      current = line;
      continue;
    }
    const heading = current.length <= 60 && STARTS_UPPER.test(line);
    if (listItem || ENDS_CLAUSE.test(current) || heading) {
      blocks.push(current);
      current = line;
    } else if (/[a-zà-ÿ]-$/.test(current) && /^[a-zà-ÿ]/.test(line)) {
      current = current.slice(0, -1) + line; // a word hyphenated across lines
    } else {
      current = `${current} ${line}`;
    }
  }
  if (current) blocks.push(current);
  return blocks;
}

/** Candidate ends: terminal punctuation, any closing quotes or brackets, then a space. */
const CANDIDATE_END = /[.!?…]+["'»”)\]]*\s+/g;

function splitBlock(block: string): string[] {
  const sentences: string[] = [];
  let from = 0;
  for (const match of block.matchAll(CANDIDATE_END)) {
    const end = match.index + match[0].length;
    if (!endsSentence(block, match.index, match[0], block.slice(end))) continue;
    sentences.push(block.slice(from, end).trim());
    from = end;
  }
  const rest = block.slice(from).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

function endsSentence(block: string, at: number, punctuation: string, next: string): boolean {
  // The next sentence starts with a capital, a digit or an opening quote; a lower-case word continues this one.
  if (!/^["'«“([]?[A-ZÀ-ÖØ-Ý0-9]/.test(next)) return false;
  if (!punctuation.startsWith('.') || punctuation.startsWith('..')) return true;
  const word = /(\S+)$/.exec(block.slice(0, at))?.[1]?.replace(/^["'«“([]+/, '') ?? '';
  const lower = word.toLowerCase();
  if (NEVER_ENDS.has(lower)) return false;
  // An initial: G. Verdi, S. Maria.
  return !/^[A-ZÀ-Ý]$/.test(word);
}
