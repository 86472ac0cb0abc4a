// Character error rate of an OCR reading against the known text: edit distance over the known text's length,
// after folding whitespace (line breaks are layout, not reading errors). Used by the OCR tests and bench.
export function characterErrorRate(expected, actual) {
  const a = fold(expected);
  const b = fold(actual);
  if (a.length === 0) return b.length === 0 ? 0 : 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] / a.length;
}

const fold = (text) => text.replace(/\s+/g, ' ').trim();
