import { SHARED_TEXT } from './common.js';
import type { HandoffStatus } from '../states/handoff.js';

export const HANDOFF_MESSAGES = {
  nameRequired: SHARED_TEXT.nameRequired,
  nameTooLong: SHARED_TEXT.nameTooLong,
  phoneInvalid: SHARED_TEXT.phoneInvalid,
  consentRequired: "Per essere ricontattato devi accettare l'informativa sulla privacy.",
  visitorInvalid: SHARED_TEXT.visitorInvalid,
  requestNotFound: SHARED_TEXT.requestNotFound,
  alreadyRequested: 'Hai già chiesto di parlare con una persona: ti risponderemo qui.',
  requested: 'Grazie! Una persona del team ti risponderà qui al più presto.',
  requestedClosed: (when: string) => `Grazie! Siamo chiusi in questo momento: ti risponderemo a partire da ${when}.`,
  agentSilent: 'Il tuo messaggio è stato inoltrato al team: ti risponderà una persona.',
  replyEmpty: 'Scrivi una risposta.',
  replyTooLong: 'La risposta non può superare 8000 caratteri.',
  noteEmpty: 'Scrivi il testo della nota.',
  noteTooLong: 'La nota non può superare 4000 caratteri.',
  resolvedCannotReply: SHARED_TEXT.requestResolved,
  assigneeInvalid: 'Questa persona non può prendere in carico la richiesta.',
  assignForbidden: 'Puoi prendere in carico solo per te stesso.',
  linkInvalid: 'Il link non è valido o è scaduto. Apri di nuovo la chat dal sito.',
  timeInvalid: SHARED_TEXT.timeInvalid,
  timeOrder: "L'orario di chiusura deve essere dopo quello di apertura.",
  holidayInvalid: 'Data di chiusura non valida (formato AAAA-MM-GG).',
  tooManyHolidays: 'Puoi indicare al massimo 100 giorni di chiusura.',
  tooManyRequests: 'Hai inviato troppe richieste. Riprova tra qualche minuto.',
  statusInvalid: SHARED_TEXT.statusInvalid,
} as const;

export const HANDOFF_STATUS_LABELS: Record<HandoffStatus, string> = { new: 'Nuova', open: 'In carico', resolved: 'Risolta' };

export const WEEKDAY_LABELS = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'] as const;

/** Messages of the fields of `api/handoff.ts`'s schemas (ADR 0199). */
export const HANDOFF_FIELD_MESSAGES = {
  indicaGliOrariDiTutti: 'Indica gli orari di tutti i sette giorni.',
  valoreNonValido: SHARED_TEXT.valueInvalid,
  canaleNonValido: SHARED_TEXT.channelInvalid,
} as const;
