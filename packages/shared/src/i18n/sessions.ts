import type { DeviceKind } from '../states/sessions.js';

export const SESSION_ENDED = 'Sessione terminata.';

export const OTHER_SESSIONS_ENDED = 'Tutte le altre sessioni sono state terminate.';

export const SESSION_NOT_FOUND = 'Sessione non trovata: forse è già terminata.';

export const CURRENT_SESSION_NOT_HERE = 'Per terminare questa sessione usa Esci.';

/** Copy of the profile's 'Sessioni attive' (issue 17). */
export const sessionsText = {
  title: 'Sessioni attive',
  description: 'I dispositivi da cui hai effettuato l’accesso. Se non ne riconosci uno, terminalo e cambia la password.',
  loadError: (message: string) => `Errore nel caricamento delle sessioni: ${message}`,
  listLabel: 'Sessioni attive',
  thisSession: 'Questa sessione',
  unknownBrowser: 'Browser sconosciuto',
  unknownOs: 'sistema sconosciuto',
  device: { desktop: 'Computer', mobile: 'Telefono', tablet: 'Tablet', unknown: 'Dispositivo sconosciuto' } satisfies Record<
    DeviceKind,
    string
  >,
  on: (browser: string, os: string) => `${browser} su ${os}`,
  place: (place: string | null) => (place ? `Indirizzo IP ${place}` : 'Luogo sconosciuto'),
  lastActive: (when: string) => `Ultima attività: ${when}`,
  browserOnly: 'Fino alla chiusura del browser',
  awaitingCode: 'Password inserita, codice di verifica non ancora dato: se non sei tu, termina la sessione e cambia la password.',
  end: 'Termina',
  endLabel: (what: string) => `Termina la sessione ${what}`,
  endOthers: 'Termina tutte le altre sessioni',
  error: (message: string) => `Errore: ${message}`,
} as const;
