import { SHARED_TEXT } from './common.js';
import { formatCountIt, plural } from '../plural.js';
import { formatBytes } from '../format.js';
import type { PlanExcess } from '../plan-excess.js';
import { PRICES_EXCLUDE_VAT } from './vat.js';
import { toName } from '../italian-preposition.js';

/** Spec §8 (Checkout) and the billing page's own messages. */
export const CHECKOUT_MUST_LOGIN = 'Devi essere loggato per sottoscrivere un piano.';

export const CHECKOUT_REDIRECTING = 'Reindirizzamento alla pagina di checkout...';

export const checkoutError = (message: string) => `Errore durante la creazione della sessione di checkout: ${message}`;

export const CHECKOUT_NO_URL = 'Nessun URL di checkout ricevuto.';

export const BILLING_OWNER_ONLY = "Solo il proprietario dell'account può sottoscrivere o modificare un piano.";

export const INVALID_PLAN = 'Piano non valido: scegli Base, Pro o Avanzato.';

export const SIMULATED_CHECKOUT_NOT_FOUND = 'Sessione di pagamento simulata non trovata o già conclusa.';

export const ALREADY_SUBSCRIBED =
  'Hai già un abbonamento attivo a questo piano. Per cambiarlo usa «Cambia Piano» nella pagina Account e Fatturazione.';

export const INVOICE_NOT_FOUND = 'Fattura non trovata.';

export const INVALID_ACCOUNT_FILTER = 'Account non valido.';

export const SIMULATED_PAYMENT_DONE = 'Pagamento simulato completato: il piano è attivo.';

export const SIMULATED_PLAN_SCHEDULED = 'Cambio di piano programmato: partirà alla fine del periodo già pagato.';

/**
 * What the simulated provider's portal does (D5, ADR 0043), where Stripe's customer portal would: cancel at the
 * period's end or take it back, change card, and two buttons that make time pass (renewal, refused renewal).
 */
export const SIMULATED_ACTION_ERRORS = {
  action: SHARED_TEXT.actionInvalid,
  card: 'Carta di prova non valida: scegli Visa, Mastercard o American Express.',
} as const;

export const SIMULATED_ACTION_DONE = {
  cancel: 'Abbonamento annullato: resterà attivo fino alla fine del periodo già pagato.',
  resume: 'Abbonamento ripreso: si rinnoverà come prima.',
  renew: 'Rinnovo simulato: è iniziato un nuovo periodo.',
  fail_payment: 'Pagamento del rinnovo rifiutato (simulazione): il piano resta attivo per 7 giorni.',
  change_card: 'Metodo di pagamento aggiornato.',
} as const;

export const SIMULATION_UNAVAILABLE = 'La simulazione dei pagamenti non è disponibile: i pagamenti passano da Stripe.';

export const NO_SIMULATED_SUBSCRIPTION = 'Nessun abbonamento attivo da gestire: scegli prima un piano.';

export const NOTHING_TO_RESUME = "L'abbonamento non ha annullamenti né cambi di piano da annullare.";

export const ALREADY_CANCELLED = "L'abbonamento è già annullato a fine periodo.";

/** 'Dati di fatturazione': the customer's invoicing data, required before the first purchase. */
export const BILLING_PROFILE_REQUIRED =
  'Per acquistare un piano mancano i Dati di fatturazione: ragione sociale, partita IVA o codice fiscale, indirizzo e codice destinatario SDI o PEC. Compilali nella pagina Account e Fatturazione.';

/** Issue 44: one limit of a plan the account is over, named before paying (plan chooser and the server's refusal). */
export function excessItem({ key, used, limit }: PlanExcess): string {
  // The same words as the over-the-limits notice after payment ('su un massimo di'), never '1 consentiti'.
  if (key === 'users') return `utenti: ${used} su un massimo di ${limit}`;
  if (key === 'agents') return `agenti AI: ${used} su un massimo di ${limit}`;
  if (key === 'storage') return `spazio: ${formatBytes(used)} su un massimo di ${formatBytes(limit)}`;
  if (key === 'pages') return `pagine web di un agente: ${formatCountIt(used)} su un massimo di ${formatCountIt(limit)}`;
  return `${plural(used, 'canale di messaggistica collegato', 'canali di messaggistica collegati')}, non inclusi nel piano`;
}

export const OVER_LIMITS_CONSEQUENCE = 'I dati restano tutti, ma finché non rientri nei limiti non potrai aggiungerne altri.';

export const planLimitsExceeded = (plan: string, items: PlanExcess[]) =>
  `Il tuo account supera i limiti del piano ${plan} (${items.map(excessItem).join('; ')}). Riduci l'utilizzo oppure conferma l'acquisto sapendolo: ${OVER_LIMITS_CONSEQUENCE.toLowerCase()}`;

export const BILLING_PROFILE_SAVED = 'Dati di fatturazione salvati.';

export const PROFILE_ERRORS = {
  companyName: 'La ragione sociale è obbligatoria.',
  vatNumber: 'Partita IVA non valida: controlla le 11 cifre.',
  euVatNumber: 'Partita IVA non valida: usa solo lettere e cifre (da 2 a 14 caratteri).',
  taxId: 'Indica la Partita IVA o il codice fiscale.',
  fiscalCode: 'Codice fiscale non valido.',
  address: SHARED_TEXT.addressRequired,
  postalCode: 'CAP non valido: per l’Italia servono 5 cifre.',
  postalCodeRequired: 'Il CAP è obbligatorio.',
  city: 'Il comune è obbligatorio.',
  province: 'Provincia non valida: usa la sigla di 2 lettere (es. MI).',
  country: 'Paese non valido: usa il codice di 2 lettere (es. IT).',
  nonEuTaxId: "Per un'azienda fuori dall'Unione europea indica il suo numero di identificazione fiscale (partita IVA o equivalente).",
  sdiCode: 'Il codice destinatario SDI deve avere 7 caratteri (lettere maiuscole e cifre).',
  pec: 'Indirizzo PEC non valido.',
  sdiOrPec: 'Indica il codice destinatario SDI oppure un indirizzo PEC.',
  tooLong: 'Il testo è troppo lungo.',
} as const;

/** Production issues no invoice with the operator's company data incomplete (issue 44, ADR 0221). */
export const companyDataMissing = (variables: string[]) =>
  `Fattura non emessa: mancano i dati dell'azienda che la emette (${variables.join(', ')}). L'operatore deve impostarli nella configurazione del server; la fattura sarà disponibile subito dopo.`;

export const WEBHOOK_BAD_SIGNATURE = 'Firma del webhook non valida o scaduta.';

export const WEBHOOK_NOT_CONFIGURED = 'Stripe non è configurato su questo server.';

export const PORTAL_UNAVAILABLE = 'Il portale di pagamento è disponibile solo con Stripe configurato.';

export const NO_SUBSCRIPTION = 'Nessun abbonamento da gestire: scegli prima un piano.';

export const PAYMENT_PROVIDER_ERROR = 'Il servizio di pagamento non risponde. Riprova tra qualche minuto.';

/** Copy of 'Account e Fatturazione', the checkout and the simulated payment (spec §2, §8). */
export const billingText = {
  page: {
    title: 'Account e Fatturazione',
    description: 'Il tuo piano, il metodo di pagamento, le fatture e quanto stai usando.',
    loading: 'Caricamento dei dati di fatturazione...',
    error: (message: string) => `Errore nel caricamento dei dati di fatturazione: ${message}`,
    ownerOnly: SHARED_TEXT.ownersOnly,
    unauthenticated: SHARED_TEXT.unauthenticated,
    /** The page's two tabs (issue 50, ADR 0343); the second is named like its card. */
    tabs: 'Sezioni di Account e Fatturazione',
    planTab: 'Piano, utilizzo e fatture',
  },
  plan: {
    title: 'Piano attuale',
    unknown: 'Sconosciuto',
    vat: PRICES_EXCLUDE_VAT,
    trial: 'Prova gratuita (limiti del piano Pro)',
    expired: 'Nessun piano attivo',
    agents: (n: number) => plural(n, 'agente AI', 'agenti AI'),
    nextBilling: (date: string) => `Prossima fatturazione: ${date}`,
    trialEnds: (date: string) => `La prova gratuita termina il ${date}`,
    endsAt: (date: string) => `L'abbonamento termina il ${date} e non sarà rinnovato.`,
    pending: (plan: string, date: string) => `Il piano passerà ${toName(plan)} il ${date}.`,
    expiredHint: 'I tuoi dati sono conservati: scegli un piano per creare agenti, caricare documenti e usare la chat.',
    change: 'Cambia Piano',
    choose: 'Scegli un piano',
  },
  /** Issue 34: plans chosen and changed inside the app, with net, IVA and total. */
  plans: {
    title: 'Piani',
    description: 'Scegli o cambia il piano senza lasciare l’app. Prezzi mensili.',
    current: 'Piano attuale',
    subscribe: (plan: string) => `Abbonati ${toName(plan)}`,
    upgrade: (plan: string) => `Passa ${toName(plan)}`,
    downgrade: (plan: string) => `Passa ${toName(plan)} a fine periodo`,
    portal: 'Cambia piano dal portale di pagamento',
    limits: (agents: number, users: number, storage: string, messages: string) =>
      `${plural(agents, 'agente', 'agenti')} · ${plural(users, 'utente', 'utenti')} · ${storage} · ${messages} messaggi al mese`,
    excessTitle: (plan: string) => `Il tuo account supera i limiti del piano ${plan}:`,
    excessHint: `Riduci l'utilizzo prima di acquistare, oppure conferma. ${OVER_LIMITS_CONSEQUENCE}`,
    excessConfirm: (plan: string) => `Ho capito: acquisto ${plan} anche oltre i limiti`,
    /** ADR 0220: buying during the trial ends it; the paid month starts on the day of payment. */
    trialEndsOnPurchase: (date: string) =>
      `Acquistando ora la prova gratuita (fino al ${date}) termina subito: il primo mese pagato parte dal giorno del pagamento.`,
  },
  price: {
    net: 'Imponibile',
    vat: (rate: number) => `IVA ${rate}%`,
    total: 'Totale',
    perMonth: 'al mese',
    reverseCharge: 'Inversione contabile (art. 7-ter DPR 633/72): IVA non dovuta in Italia.',
    outOfScope: 'Operazione fuori campo IVA (art. 7-ter DPR 633/72).',
    dueNow: 'Addebito ora',
    monthly: 'Ogni mese',
  },
  graceLink: 'Aggiorna il metodo di pagamento',
  grace: (date: string) =>
    `Il pagamento del rinnovo non è andato a buon fine. Aggiorna il metodo di pagamento entro il ${date}: dopo, l'account non potrà più creare agenti, caricare documenti né usare la chat.`,
  portalError: (message: string) => `Errore nell'apertura del portale di pagamento: ${message}`,
  payment: {
    title: 'Metodo di pagamento',
    card: (brand: string, last4: string) => `${brand} che termina con ${last4}`,
    none: 'Nessun metodo di pagamento registrato.',
    simulated: 'Pagamenti simulati: nessuna carta reale viene addebitata.',
    update: 'Aggiorna metodo di pagamento',
  },
  invoices: {
    title: 'Fatture',
    number: 'Numero',
    numberPending: 'In emissione',
    date: 'Data',
    amount: 'Importo',
    status: 'Stato',
    actions: 'Azioni',
    paid: 'Pagato',
    open: 'In attesa',
    download: 'Scarica PDF',
    downloadLabel: (number: string) => `Scarica PDF della fattura ${number}`,
    empty: 'Nessuna fattura disponibile.',
    caption: 'Le tue fatture, dalla più recente',
    downloadError: (message: string) => `Errore nello scaricamento della fattura: ${message}`,
    vatNote: 'Importi IVA inclusa, se dovuta.',
  },
  usage: {
    title: 'Utilizzo del piano',
    agents: 'Agenti AI',
    users: 'Utenti',
    storage: 'Spazio',
    messages: 'Messaggi questo mese',
    of: (used: string, limit: string) => `${used} su ${limit}`,
    noPlan: 'nessun piano attivo',
    overTitle: 'Sei oltre i limiti del tuo piano',
    over: (limits: string) => `${limits}. I dati esistenti restano tutti; finché non rientri nel limite non potrai aggiungerne altri.`,
    overItem: (label: string, used: string, limit: string) => `${label}: ${used} su un massimo di ${limit}`,
    pricing: 'Vedi i piani',
  },
  checkout: {
    mustLogin: CHECKOUT_MUST_LOGIN,
    redirecting: CHECKOUT_REDIRECTING,
    error: checkoutError,
    noUrl: CHECKOUT_NO_URL,
    ownerOnly: BILLING_OWNER_ONLY,
    subscribe: 'Abbonati',
    current: 'Piano attuale',
  },
  profile: {
    title: 'Dati di fatturazione',
    required: 'Compila questi dati prima del primo acquisto: compariranno sulle tue fatture.',
    description: 'Le fatture sono intestate a questi dati. Le fatture già emesse non cambiano.',
    companyName: 'Ragione sociale',
    vatNumber: 'Partita IVA',
    vatHintIt: '11 cifre; facoltativa se indichi il codice fiscale.',
    vatHintEu: 'Con la partita IVA comunitaria la fattura è in inversione contabile (senza IVA italiana).',
    vatLabelNonEu: 'Numero di identificazione fiscale',
    countriesEu: 'Unione europea',
    countriesOther: "Fuori dall'Unione europea",
    vatHintNonEu: "Obbligatorio per le aziende fuori dall'Unione europea: la fattura è senza IVA italiana (operazione non soggetta).",
    fiscalCode: 'Codice fiscale',
    address: 'Indirizzo',
    postalCode: 'CAP',
    city: 'Comune',
    province: 'Provincia (sigla)',
    country: 'Paese',
    sdiCode: 'Codice destinatario SDI',
    sdiHint: '7 caratteri; in alternativa indica la PEC.',
    pec: 'PEC',
    save: 'Salva dati di fatturazione',
    saving: SHARED_TEXT.saving,
    error: (message: string) => `Errore nel salvataggio dei dati di fatturazione: ${message}`,
    continue: (plan: string) => `Continua con l'acquisto del piano ${plan}`,
  },
  simulated: {
    badge: 'SIMULAZIONE',
    title: 'Pagamento simulato',
    intro:
      'Stripe non è configurato su questo server: questa pagina simula il pagamento. Nessuna carta viene addebitata e nessun dato di pagamento viene richiesto.',
    summary: (plan: string) => `Piano ${plan}, rinnovo mensile`,
    net: (amount: string) => `${amount} al mese, ${PRICES_EXCLUDE_VAT}`,
    confirm: 'Conferma il pagamento simulato',
    confirming: 'Pagamento in corso...',
    cancel: 'Annulla e torna ai piani',
    done: 'Pagamento simulato completato: il piano è attivo.',
    error: (message: string) => `Errore durante il pagamento simulato: ${message}`,
    notFound: 'Sessione di pagamento simulata non trovata o già conclusa.',
    loading: 'Caricamento della sessione di pagamento...',
    upgrade: (plan: string) => `Passaggio al piano ${plan}: il nuovo piano vale da subito.`,
    upgradeDue: (amount: string) =>
      `Addebito ora: ${amount} (${PRICES_EXCLUDE_VAT}), la differenza per i giorni che restano del periodo già pagato.`,
    downgrade: (plan: string, date: string) => `Il piano passerà ${toName(plan)} il ${date}, alla fine del periodo già pagato.`,
    downgradeDue: 'Nessun addebito ora: fino ad allora resta il piano attuale.',
    confirmChange: 'Conferma il cambio di piano',
  },
  portal: {
    badge: 'SIMULAZIONE',
    title: 'Gestione abbonamento (simulata)',
    intro:
      'Senza Stripe, qui fai ciò che faresti nel portale di pagamento: annullare o riprendere l’abbonamento e cambiare carta. I due pulsanti del tempo simulano la fine del periodo.',
    cancel: "Annulla l'abbonamento a fine periodo",
    resume: "Riprendi l'abbonamento",
    undoChange: 'Annulla il cambio di piano',
    card: 'Carta di prova',
    cards: { visa: 'Visa 4242', mastercard: 'Mastercard 4444', amex: 'American Express 8431' },
    changeCard: 'Usa questa carta',
    renew: 'Simula il rinnovo ora',
    fail: 'Simula un pagamento non riuscito',
    error: (message: string) => `Errore nella gestione dell'abbonamento: ${message}`,
  },
} as const;
