import { SHARED_TEXT } from './common.js';
import { CONVERSATION_SEARCH_MAX } from '../limits.js';

export const CONVERSATION_MESSAGES = {
  ratingInvalid: 'Valutazione non valida: scegli positiva, negativa o senza valutazione.',
  gapInvalid: 'Filtro lacune non valido.',
  searchTooLong: `La ricerca può contenere al massimo ${CONVERSATION_SEARCH_MAX} caratteri.`,
  cursorInvalid: SHARED_TEXT.pageInvalid,
  notFound: SHARED_TEXT.conversationNotFound,
  retentionInvalid: 'Periodo di conservazione non valido.',
  retentionSaved: SHARED_TEXT.retentionSaved,
} as const;

/** Messages of the fields of `api/conversations.ts`'s schemas (ADR 0199). */
export const CONVERSATIONS_FIELD_MESSAGES = {
  canaleNonValido: SHARED_TEXT.channelInvalid,
  formatoNonValidoScegliCsv: 'Formato non valido: scegli csv o json.',
} as const;
