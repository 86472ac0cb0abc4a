import { SHARED_TEXT } from './common.js';

/** Italian copy of the Google Calendar connection (issue 46, ADR 0330): server refusals and the settings card. */
export const GOOGLE_CALENDAR_MESSAGES = {
  planRequired: 'Google Calendar è incluso nei piani Pro e Avanzato. Passa a un piano superiore su /pricing.',
  notConfigured: 'Google Calendar non è configurato su questo server.',
  notConnected: 'Google Calendar non è collegato.',
  calendarRequired: 'Scegli un calendario.',
  calendarNotFound: 'Calendario non trovato tra quelli del tuo account Google in cui si può scrivere.',
  unavailable: 'Google Calendar non risponde. Riprova tra qualche minuto.',
} as const;

export const googleCalendarText = {
  title: 'Google Calendar',
  description:
    "Gli orari occupati del calendario scelto non vengono proposti ai clienti e ogni prenotazione viene scritta nel calendario. Vale per tutti gli agenti dell'account.",
  connect: 'Collega Google Calendar',
  connecting: 'Apertura di Google...',
  disconnect: 'Scollega',
  disconnecting: 'Scollegamento...',
  connectedAs: (email: string) => `Collegato all'account Google ${email}.`,
  connectedNoEmail: 'Collegato a Google.',
  calendarLabel: 'Calendario',
  calendarPlaceholder: 'Scegli un calendario',
  primary: '(principale)',
  save: 'Usa questo calendario',
  saving: SHARED_TEXT.saving,
  chosen: (summary: string) => `Le prenotazioni vengono scritte in «${summary}».`,
  noneChosen: 'Scegli il calendario da usare: finché non lo scegli, le prenotazioni non vengono scritte su Google.',
  unreachable: 'Google Calendar non risponde in questo momento: le prenotazioni continuano con i soli orari del sito.',
  notConfigured: 'Google Calendar non è configurato su questo server.',
  outcome: {
    connected: 'Google Calendar collegato. Ora scegli il calendario.',
    denied: 'Collegamento annullato: Google non ha dato il permesso.',
    failed: 'Collegamento non riuscito. Riprova.',
    expired: 'Il collegamento è scaduto. Riprova.',
  },
} as const;
