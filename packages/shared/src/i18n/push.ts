/** Italian copy of the team's push notifications (issue 47): errors, the profile card and the notifications themselves. */
export const PUSH_MESSAGES = {
  endpointInvalid: 'Indirizzo del servizio di notifiche non valido.',
  subscriptionInvalid: 'Iscrizione alle notifiche non valida.',
  endpointPrivate: 'Il servizio di notifiche indicato non è raggiungibile da qui.',
  pushOff: 'Le notifiche push non sono attive su questo server.',
  deviceNotFound: 'Dispositivo non trovato.',
  tooManyDevices: 'Hai già attivato le notifiche su 20 dispositivi: disattivane uno prima di aggiungerne altri.',
} as const;

export const pushText = {
  card: {
    title: 'Notifiche sul telefono',
    description:
      'Ricevi una notifica push su questo dispositivo per ogni nuova richiesta, per le risposte dei visitatori alle richieste che segui e per le nuove prenotazioni.',
    turnOn: 'Attiva le notifiche su questo dispositivo',
    turnOff: 'Disattiva su questo dispositivo',
    on: 'Le notifiche sono attive su questo dispositivo.',
    enabled: 'Notifiche attivate.',
    disabled: 'Notifiche disattivate su questo dispositivo.',
    devices: 'Dispositivi con le notifiche attive',
    noDevices: 'Nessun dispositivo ha le notifiche attive.',
    removeDevice: (device: string) => `Disattiva le notifiche su ${device}`,
    remove: 'Disattiva',
    thisDevice: 'questo dispositivo',
    unknownDevice: 'Dispositivo',
    serverOff: 'Le notifiche push non sono attive su questo server: chiedi all’amministratore di configurarle.',
    unsupported: 'Questo browser non supporta le notifiche push. Su iPhone e iPad apri l’app dalla schermata Home (vedi sotto).',
    denied: 'Hai bloccato le notifiche per questo sito: riattivale dalle impostazioni del browser.',
    failed: 'Non è stato possibile attivare le notifiche su questo dispositivo.',
    iosTitle: 'Su iPhone e iPad',
    ios: 'Apri questa pagina in Safari, tocca Condividi e poi «Aggiungi alla schermata Home». Apri l’app dalla nuova icona e attiva qui le notifiche: iOS le consente solo alle app aggiunte alla schermata Home (iOS 16.4 o successivo).',
    androidTitle: 'Su Android',
    android: 'In Chrome apri il menu ⋮ e scegli «Installa app» o «Aggiungi a schermata Home», poi attiva le notifiche.',
  },
  /** What the phone shows (team-facing: Italian, D21). */
  notification: {
    request: (visitor: string, agent: string) => ({ title: 'Nuova richiesta', body: `${visitor} chiede una persona (${agent})` }),
    reply: (visitor: string, text: string) => ({ title: `${visitor} ha risposto`, body: text }),
    booking: (who: string, when: string) => ({ title: 'Nuova prenotazione', body: `${who} · ${when}` }),
  },
} as const;
