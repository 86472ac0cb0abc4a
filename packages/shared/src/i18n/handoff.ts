import type { HandoffStatus } from '../api/handoff.js';

export const HANDOFF_MESSAGES = {
  nameRequired: 'Inserisci il tuo nome.',
  nameTooLong: 'Il nome non può superare 100 caratteri.',
  phoneInvalid: 'Numero di telefono non valido.',
  consentRequired: "Per essere ricontattato devi accettare l'informativa sulla privacy.",
  visitorInvalid: 'Visitatore non valido.',
  requestNotFound: 'Richiesta non trovata.',
  alreadyRequested: 'Hai già chiesto di parlare con una persona: ti risponderemo qui.',
  requested: 'Grazie! Una persona del team ti risponderà qui al più presto.',
  requestedClosed: (when: string) => `Grazie! Siamo chiusi in questo momento: ti risponderemo a partire da ${when}.`,
  agentSilent: 'Il tuo messaggio è stato inoltrato al team: ti risponderà una persona.',
  replyEmpty: 'Scrivi una risposta.',
  replyTooLong: 'La risposta non può superare 8000 caratteri.',
  resolvedCannotReply: 'La richiesta è risolta: riaprila per rispondere.',
  assigneeInvalid: 'Questa persona non può prendere in carico la richiesta.',
  assignForbidden: 'Puoi prendere in carico solo per te stesso.',
  linkInvalid: 'Il link non è valido o è scaduto. Apri di nuovo la chat dal sito.',
  timeInvalid: 'Orario non valido (formato HH:MM).',
  timeOrder: "L'orario di chiusura deve essere dopo quello di apertura.",
  holidayInvalid: 'Data di chiusura non valida (formato AAAA-MM-GG).',
  tooManyHolidays: 'Puoi indicare al massimo 100 giorni di chiusura.',
  tooManyRequests: 'Hai inviato troppe richieste. Riprova tra qualche minuto.',
  statusInvalid: 'Stato non valido.',
} as const;

export const HANDOFF_STATUS_LABELS: Record<HandoffStatus, string> = { new: 'Nuova', open: 'In carico', resolved: 'Risolta' };

export const WEEKDAY_LABELS = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'] as const;

/** Messages of the fields of `api/handoff.ts`'s schemas (ADR 0199). */
export const HANDOFF_FIELD_MESSAGES = {
  indicaGliOrariDiTutti: 'Indica gli orari di tutti i sette giorni.',
  valoreNonValido: 'Valore non valido.',
  canaleNonValido: 'Canale non valido.',
} as const;
