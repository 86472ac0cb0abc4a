/**
 * Spelling folded across the ways a borrowed or scientific word is written (ADR 0128): "ph" is "f", "th" "t",
 * "ch" "c", "y" "i", "k" "c", and doubled letters are single, so "xanthophyll" meets "xantofill" and "statocyst"
 * meets "statocist". Stored beside each term of an agent's vocabulary (knowledge_terms.folded, ADR 0147).
 */
export function foldSpelling(stem: string): string {
  return stem
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/ch/g, 'c')
    .replace(/rh/g, 'r')
    .replace(/y/g, 'i')
    .replace(/k/g, 'c')
    .replace(/(.)\1+/g, '$1');
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
