import { plural } from '../plural.js';
import { CONTACT_SENT, SHARED_TEXT } from './common.js';
import { DOCUMENT_TYPES_LABEL } from '../document-types.js';
import { PRICES_EXCLUDE_VAT } from './vat.js';

/** Copy of the public pages: landing, pricing, contact (spec §2). */
export const marketingText = {
  hero: {
    badge: 'Prove gratuite di 7 giorni · Nessuna carta richiesta',
    title: 'Crea agenti AI che conoscono davvero la tua azienda',
    subtitle:
      'Addestra assistenti intelligenti sui tuoi documenti, testali in chat, condividili con un link e gestisci il tuo team. Prove gratuite per iniziare subito e soluzioni enterprise per le aziende più esigenti.',
    primary: 'Inizia Gratuitamente',
    secondary: 'Scopri di Più',
    build: 'Inizia a Costruire il Tuo Agente Ora',
  },
  features: {
    title: 'Tutto ciò che serve per i tuoi agenti AI',
    items: [
      { title: 'Agenti personalizzati', text: 'Dai a ogni agente un nome, una descrizione e istruzioni su come comportarsi.' },
      {
        title: 'Addestramento sui documenti',
        text: `Carica ${DOCUMENT_TYPES_LABEL}: ogni file viene elaborato automaticamente e indicizzato, i listini in CSV o XLSX riga per riga.`,
      },
      { title: 'Ricerca in italiano', text: "Un motore di ricerca pensato per l'italiano trova il passaggio giusto e cita le fonti." },
      {
        title: 'Memoria del team',
        text: "Il team insegna nuove procedure all'agente direttamente dalla chat, con controllo dei conflitti.",
      },
      { title: 'Team e ruoli', text: 'Proprietario, admin, istruttori e utenti: ognuno vede e fa solo ciò che gli compete.' },
      { title: 'Analisi', text: 'Statistiche di utilizzo, conversazioni e valutazioni degli utenti per migliorare ogni agente.' },
    ],
  },
  plans: {
    title: 'Piani per ogni esigenza',
    pageTitle: 'Piani Tariffari',
    pageSubtitle: 'Scegli il piano adatto alla tua azienda. Ogni nuovo account inizia con 7 giorni di prova gratuita.',
    perMonth: '/mese',
    vat: PRICES_EXCLUDE_VAT,
    popular: 'Popolare',
    learnMore: 'Scopri di Più',
    subscribe: 'Abbonati',
    users: (n: number) => plural(n, 'utente', 'utenti'),
    agents: (n: number) => plural(n, 'agente AI', 'agenti AI'),
    storage: (label: string) => `${label} di spazio`,
    messages: (n: number) => plural(n, 'messaggio/mese', 'messaggi/mese'),
    custom: {
      name: 'Su Misura',
      price: 'Su misura',
      text: 'Limiti, integrazioni e supporto dedicati per grandi aziende.',
      cta: 'Contattaci',
    },
  },
  contact: {
    title: 'Contattaci',
    subtitle: 'Raccontaci di cosa hai bisogno: ti risponderemo entro un giorno lavorativo.',
    supportTitle: 'Supporto',
    supportSubtitle: 'Hai un problema o una domanda? Scrivici e ti aiuteremo al più presto.',
    name: 'Nome e cognome',
    email: 'Email',
    company: 'Azienda (facoltativo)',
    message: 'Messaggio',
    submit: 'Invia messaggio',
    submitting: SHARED_TEXT.sending,
    sent: CONTACT_SENT,
    error: (message: string) => `Errore durante l'invio: ${message}`,
  },
} as const;
