import { SHARED_TEXT } from './common.js';
import { formatCountIt, plural, pluralForm } from '../plural.js';

export const PROVIDER_FAILING_MESSAGES = {
  notice:
    'Il fornitore del modello AI non risponde: i tuoi agenti rispondono in modalità offline, con i passaggi dei documenti. Controlla la chiave API o contatta il supporto.',
  emailSubject: 'Il modello AI dei tuoi agenti non risponde',
  emailParagraphs: [
    'Il fornitore del modello AI usato dai tuoi agenti non risponde.',
    'Nel frattempo gli agenti rispondono in modalità offline, citando i passaggi dei documenti: nessun visitatore resta senza risposta.',
    "Controlla la chiave API scelta per l'agente, oppure contatta il supporto di Agenti AI.",
  ],
  emailAction: 'Apri la dashboard',
  emailFooter: 'Ricevi questa email una volta sola finché il problema continua.',
} as const;

export const dashboardText = {
  title: 'Dashboard',
  /** By first name, as the person gave it; without one a plain greeting, never the e-mail's local part (issue 44). */
  welcome: (firstName: string | null) => (firstName?.trim() ? `Benvenuto, ${firstName.trim()}!` : 'Benvenuto!'),
  cards: {
    members: { title: 'Membri', hint: 'Membri del team (incluso te)' },
    agents: { title: 'Agenti', hint: (limit: number) => `su ${plural(limit, 'disponibile', 'disponibili')} nel tuo piano` },
    storage: { title: 'Spazio', hint: (limit: string) => `utilizzati su ${limit}` },
    messages: { title: 'Messaggi', hint: (limit: number) => `risposte questo mese su ${formatCountIt(limit)}` },
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
  checklist: {
    title: 'Primi passi',
    description: 'Dal primo agente a un agente condiviso che risponde ai tuoi clienti.',
    progress: (done: number, total: number) => `${done} di ${total} ${pluralForm(total, 'completato', 'completati')}`,
    allDone: 'Tutto pronto: il tuo agente è al lavoro!',
    dismiss: 'Nascondi',
    dismissLabel: 'Nascondi i primi passi',
    dismissError: (message: string) => `Impossibile nascondere i primi passi: ${message}`,
    done: 'completato',
    todo: 'da fare',
    steps: {
      agent: { label: 'Crea il tuo primo agente', hint: 'Dagli un nome e delle istruzioni.' },
      document: { label: 'Aggiungi un documento', hint: "Un PDF o un testo con ciò che l'agente deve sapere." },
      chat: { label: 'Provalo in chat', hint: 'Fai una domanda e guarda da dove prende la risposta.' },
      share: {
        label: 'Condividilo o mettilo sul tuo sito',
        hint: "Dal menu ⋮ dell'agente scegli «Condividi link»: si spunta alla prima risposta a un visitatore.",
      },
      team: { label: 'Invita il tuo team', hint: 'Aggiungi i colleghi che lavoreranno con gli agenti.' },
      plan: { label: 'Scegli un piano', hint: 'Continua dopo la prova gratuita.' },
    },
  },
  unauthenticated: SHARED_TEXT.unauthenticated,
  providerFailingSince: (date: string) => `(dal ${date})`,
  loadError: (message: string) => `Errore nel caricamento dei dati: ${message}`,
} as const;
