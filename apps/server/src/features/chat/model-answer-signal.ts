/**
 * The structured signal a model gives when its sources do not answer (issue 45, ADR 0229): it replies with this marker
 * alone. A marker is read reliably where prose ('non lo so', 'purtroppo…') is not; the visitor never sees it.
 */
export const NOT_ANSWERED_MARKER = '[NESSUNA_RISPOSTA]';

/** The rule the prompt gives the model. */
export const NOT_ANSWERED_RULE =
  `Se le istruzioni, la memoria del team, la scheda attività e i passaggi dei documenti non contengono la risposta alla domanda, ` +
  `non inventarla e non rispondere con informazioni non pertinenti: rispondi soltanto con ${NOT_ANSWERED_MARKER}. ` +
  'Per saluti e ringraziamenti rispondi normalmente.';

/**
 * Holds the model's first words back until they show whether the answer opens with the marker: what may be streamed,
 * and at the end whether the model said it does not know (the marker anywhere in the answer).
 */
export function markerFilter() {
  let text = '';
  let released = 0;
  return {
    /** The part of the answer so far that may be shown. */
    push(delta: string): string {
      text += delta;
      const head = text.trimStart();
      // Still possibly the marker: show nothing yet.
      if (head.length < NOT_ANSWERED_MARKER.length && NOT_ANSWERED_MARKER.startsWith(head)) return '';
      if (head.startsWith(NOT_ANSWERED_MARKER)) return '';
      const out = text.slice(released);
      released = text.length;
      return out;
    },
    get text() {
      return text;
    },
    get notAnswered() {
      return text.includes(NOT_ANSWERED_MARKER);
    },
  };
}
