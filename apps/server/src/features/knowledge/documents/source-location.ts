import { paragraphs } from '../ingestion/chunk-text.js';
import type { TimedSpan } from '../ingestion/timed-span.js';

/** Where each paragraph (text between blank lines) starts: a DOCX/TXT source names its paragraph (issue 16). */
export function paragraphStarts(text: string): number[] {
  return paragraphs(text).map((p) => p.start);
}

/** The 1-based paragraph holding `offset` (binary search over `starts`), or null without paragraphs. */
export function paragraphAt(starts: ArrayLike<number>, offset: number): number | null {
  if (starts.length === 0) return null;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** The time range of the transcript between two offsets: from the segment holding `start` to the one holding `end - 1`. */
export function timeRangeOf(times: TimedSpan[], start: number, end: number): { startMs: number; endMs: number } | null {
  if (times.length === 0) return null;
  let first = 0;
  let last = 0;
  for (let i = 0; i < times.length; i += 1) {
    if (times[i]!.start <= start) first = i;
    if (times[i]!.start < end) last = i;
  }
  return { startMs: times[first]!.startMs, endMs: times[last]!.endMs };
}
