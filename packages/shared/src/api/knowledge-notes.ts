import { KNOWLEDGE_FIELD_MESSAGES } from '../i18n/knowledge.js';
import { KNOWLEDGE_NOTES_FIELD_MESSAGES } from '../i18n/knowledge-notes.js';
import { NOTE_MESSAGES } from '../i18n/knowledge-notes.js';
import { NOTE_TITLE_MAX, NOTE_TEXT_MAX } from '../limits.js';
import { z } from 'zod';
import { DOCUMENT_STATUSES } from './knowledge.js';

export const noteInputSchema = z.object(
  {
    title: z
      .string({ error: NOTE_MESSAGES.titleRequired })
      .trim()
      .min(1, NOTE_MESSAGES.titleRequired)
      .max(NOTE_TITLE_MAX, NOTE_MESSAGES.titleTooLong),
    text: z
      .string({ error: NOTE_MESSAGES.textRequired })
      .max(NOTE_TEXT_MAX, NOTE_MESSAGES.textTooLong)
      .refine((text) => text.trim().length > 0, NOTE_MESSAGES.textRequired),
  },
  { error: NOTE_MESSAGES.textRequired },
);
export type NoteInput = z.infer<typeof noteInputSchema>;

export const noteSummarySchema = z.object({
  /** The note's document id (agent_documents, source type 'note'): what a citation points at. */
  id: z.string(),
  agentId: z.string(),
  title: z.string(),
  /** The first characters of the text, for the list. */
  excerpt: z.string(),
  sizeBytes: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;

export const noteSchema = noteSummarySchema.extend({ text: z.string() });
export type Note = z.infer<typeof noteSchema>;

export const noteListSchema = z.object({ notes: z.array(noteSummarySchema) });
export type NoteList = z.infer<typeof noteListSchema>;

export const agentNoteParamsSchema = z.object({
  agentId: z.string().min(1, KNOWLEDGE_FIELD_MESSAGES.agentIdInvalid).max(64, KNOWLEDGE_FIELD_MESSAGES.agentIdInvalid),
  noteId: z.string().min(1, KNOWLEDGE_NOTES_FIELD_MESSAGES.noteIdInvalid).max(64, KNOWLEDGE_NOTES_FIELD_MESSAGES.noteIdInvalid),
});
