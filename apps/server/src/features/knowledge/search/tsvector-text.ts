/**
 * PostgreSQL's text form of a tsvector, read in code: the search reads the query terms' positions of each candidate
 * chunk this way, and the term statistics the lexemes of each chunk (ADR 0147).
 */
/** PostgreSQL's text form of a tsvector: 'lexeme':1,4B 'other':2 … */
export function parseTsvector(text: string): Map<string, number[]> {
  const terms = new Map<string, number[]>();
  scanTsvector(text, (term, positions) => terms.set(term, [...positions]));
  return terms;
}

const QUOTE = 39;
const COLON = 58;
const COMMA = 44;
const ZERO = 48;
const NINE = 57;

/**
 * Calls `onTerm` with each lexeme of a tsvector's text form and its positions (weights dropped). `positions` is
 * reused between calls: copy it to keep it. A hand-written scan: a document of a million words is read in well under a second.
 */
export function scanTsvector(text: string, onTerm: (term: string, positions: number[]) => void): void {
  const positions: number[] = [];
  let i = text.indexOf("'");
  while (i !== -1 && i < text.length) {
    // The lexeme runs to the next quote not doubled ('' is a quote inside it).
    let end = text.indexOf("'", i + 1);
    let escaped = false;
    while (end !== -1 && text.charCodeAt(end + 1) === QUOTE) {
      escaped = true;
      end = text.indexOf("'", end + 2);
    }
    if (end === -1) return;
    const raw = text.slice(i + 1, end);
    const term = escaped ? raw.replace(/''/g, "'") : raw;
    positions.length = 0;
    let at = end + 1;
    if (text.charCodeAt(at) === COLON) {
      at += 1;
      for (;;) {
        let value = 0;
        let code = text.charCodeAt(at);
        while (code >= ZERO && code <= NINE) {
          value = value * 10 + (code - ZERO);
          code = text.charCodeAt(++at);
        }
        positions.push(value);
        while (code !== COMMA && code !== 32 && at < text.length) code = text.charCodeAt(++at); // weight letter
        if (code !== COMMA) break;
        at += 1;
      }
    }
    onTerm(term, positions);
    i = text.indexOf("'", at);
  }
}
