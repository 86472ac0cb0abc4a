import type { ModificationSource } from '../states/memories.js';

/** Where the text to change lives, as the chat's dialog and the instructor's e-mail name it. */
export const MODIFICATION_SOURCE_LABELS: Record<ModificationSource, string> = {
  instructions: "Istruzioni dell'agente",
  memory: 'Memoria del team',
};

export const MEMORY_COPY = {
  deleted: 'Memoria eliminata.',
  approved: "Memoria approvata: l'agente la userà nelle risposte.",
  notFound: 'Memoria non trovata.',
  alreadyApproved: 'Questa memoria è già stata approvata.',
  requestSent: "Richiesta di modifica inviata all'istruttore dell'agente.",
} as const;

/** Messages of the fields of `api/memories.ts`'s schemas (ADR 0199). */
export const MEMORIES_FIELD_MESSAGES = {
  ilNuovoTesto: 'Il nuovo testo',
  ilTestoEsistente: 'Il testo esistente',
} as const;
