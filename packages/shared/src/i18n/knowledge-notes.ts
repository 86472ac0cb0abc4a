import { NOTE_TITLE_MAX, NOTE_TEXT_MAX } from '../limits.js';
import { formatCountIt } from '../plural.js';

export const NOTE_MESSAGES = {
  titleRequired: 'Scrivi un titolo per il testo.',
  titleTooLong: `Il titolo può contenere al massimo ${NOTE_TITLE_MAX} caratteri.`,
  textRequired: 'Scrivi il testo da insegnare all’agente.',
  textTooLong: `Il testo può contenere al massimo ${formatCountIt(NOTE_TEXT_MAX)} caratteri.`,
  notFound: 'Testo non trovato.',
  created: 'Testo aggiunto.',
  updated: 'Testo aggiornato.',
  deleted: 'Testo eliminato.',
} as const;

/** Messages of the fields of `api/knowledge-notes.ts`'s schemas (ADR 0199). */
export const KNOWLEDGE_NOTES_FIELD_MESSAGES = {
  noteIdInvalid: 'Identificativo del testo non valido.',
} as const;
