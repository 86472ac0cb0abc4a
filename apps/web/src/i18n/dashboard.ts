export const dashboardText = {
  title: 'Dashboard',
  welcome: (name: string) => `Benvenuto, ${name}!`,
  cards: {
    members: { title: 'Membri', hint: 'Membri del team (incluso te)' },
    agents: { title: 'Agenti', hint: (limit: number) => `su ${limit} disponibili nel tuo piano` },
    storage: { title: 'Spazio', hint: (limit: string) => `utilizzati su ${limit}` },
    messages: { title: 'Messaggi', hint: (limit: number) => `risposte questo mese su ${limit.toLocaleString('it-IT')}` },
    integrations: { title: 'Integrazioni', text: 'Condividi i tuoi agenti con un link o incorporali nel tuo sito.' },
    activity: { title: 'Attività', hint: 'Interazioni ultime 24 ore' },
    subscription: {
      title: 'Abbonamento',
      renews: (date: string) => `Prossimo rinnovo: ${date}`,
      trialEnds: (date: string) => `Prova gratuita fino al ${date}`,
      expired: 'Prova terminata: scegli un piano per continuare.',
      meters: { agents: 'Agenti AI', users: 'Utenti', storage: 'Spazio', messages: 'Messaggi questo mese' },
    },
  },
  planNames: { trial: 'Prova gratuita (Pro)', expired: 'Nessun piano attivo' },
  unauthenticated: 'Utente non autenticato.',
  loadError: (message: string) => `Errore nel caricamento dei dati: ${message}`,
} as const;
