/** Audio and video: where a transcribed segment starts in the document's text, and the time range it covers. */
export interface TimedSpan {
  start: number;
  startMs: number;
  endMs: number;
}
