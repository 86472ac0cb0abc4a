import { SHARED_TEXT } from './common.js';
import type { AuditAction } from '../states/audit.js';
import { plural } from '../plural.js';
import { API_KEYS_UNEXPECTED } from './api-keys.js';
import { toName } from '../italian-preposition.js';

export const USER_NOT_FOUND = SHARED_TEXT.userNotFound;

export const PROFILE_UPDATED = 'Profilo utente aggiornato con successo!';

export const roleUpdatedMessage = (role: string) => `Ruolo utente aggiornato con successo ${toName(role)}!`;

export const roleUpdateErrorMessage = (message: string) => `Errore nell'aggiornamento del ruolo: ${message}`;

export const profileUpdateErrorMessage = (message: string) => `Errore nell'aggiornamento del profilo: ${message}`;

export const statsErrorMessage = (message: string) => `Errore nel recupero delle statistiche: ${message}`;

export const LAST_SUPER_ADMIN = "Non puoi rimuovere l'ultimo super admin della piattaforma.";

export const SUPER_ADMIN_ROLE_FROM_WEB = 'Il ruolo super admin si assegna solo da riga di comando.';

export const OWNER_NEEDS_SUCCESSOR =
  'Un proprietario non può cambiare ruolo direttamente: nomina proprietario un altro membro del suo account, e lui diventerà admin.';

export const SUPER_ADMIN_ONLY_TO_OWNER =
  'Un super admin non appartiene a nessun account: può diventare solo proprietario di un nuovo account.';

/** ADR 0124: the hand-over of ADR 0050 to a member who has not activated their account (they could not sign in). */
export const OWNER_NOT_ACTIVATED =
  "Questo membro non ha ancora attivato il suo account: potrà diventare proprietario dopo aver confermato l'invito e scelto la password.";

export const NO_PLAN_FOR_OPERATOR = 'Un super admin non ha un account cliente né un piano.';

export const CANNOT_BAN_SELF = 'Non puoi disattivare il tuo stesso account.';

export const INVALID_EXPIRY = 'Data di scadenza del piano non valida.';

/** A plan applies until its expiry (effectivePlan): one given without it would be announced but never in force. */
export const PLAN_EXPIRY_REQUIRED = 'Indica fino a quando vale il piano: senza una data di scadenza il piano non si applica.';

export const INVALID_PLAN = 'Piano non valido.';

export const INVALID_ROLE = 'Ruolo non valido.';

/** The account's plan state in the back office's words. */
export const PLAN_STATE_LABELS = { active: 'Attivo', trial: 'In prova', expired: 'Scaduto' } as const;

/** Issue 34: the operator says why the plan changes; the customer reads it in the e-mail that tells them. */
export const PLAN_REASON_REQUIRED = 'Indica il motivo del cambio di piano (da 5 a 500 caratteri): lo leggerà il cliente.';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'role.changed': 'Ruolo modificato',
  'plan.changed': 'Piano modificato',
  'user.banned': 'Utente bannato',
  'user.unbanned': 'Utente riattivato',
  'api_key.added': 'Chiave API aggiunta',
  'api_key.defaulted': 'Chiave API predefinita',
  'api_key.deleted': 'Chiave API eliminata',
  'api_key.tested': 'Chiave API provata',
  'visitor_data.erased': 'Dati di un visitatore cancellati',
};

/** Copy of the back office (spec §2 super admin screens, §8 super admin and API keys messages, §9 dates). */
export const adminText = {
  never: 'Mai',
  missing: 'N/A',
  dashboard: {
    title: 'Dashboard Super Admin',
    description: 'Lo stato della piattaforma: clienti, abbonamenti, chiavi dei modelli e attività.',
    error: (message: string) => `Errore nel recupero delle statistiche: ${message}`,
    totalSubscriptions: 'Abbonamenti totali',
    activeSubscriptions: 'Abbonamenti attivi',
    pendingInvitations: 'Inviti in attesa di conferma',
    apiKeys: 'Chiavi API registrate',
    distinctPlans: 'Piani distinti',
    perPlan: 'Account per piano',
    trialsEnding: 'Prove in scadenza questa settimana',
    mrr: 'Ricavi ricorrenti mensili (IVA esclusa)',
    replies: 'Risposte degli agenti negli ultimi 30 giorni',
    repliesTotal: (n: number) => `${plural(n, 'risposta', 'risposte')} in totale`,
    repliesChartLabel: 'Risposte degli agenti per giorno, ultimi 30 giorni',
    documentsWaiting: 'Documenti in attesa di elaborazione',
    documentsFailed: 'Documenti con errore',
  },
  /** Issue 44: the operator's company data in use, the one set printed on invoices and legal pages (ADR 0221). */
  company: {
    title: "Dati dell'azienda (fatture e pagine legali)",
    error: (message: string) => `Errore nel recupero dei dati dell'azienda: ${message}`,
    placeholder:
      'Dati di prova: le variabili COMPANY_* non sono impostate e le fatture riportano un venditore inventato. In produzione nessuna fattura verrebbe emessa.',
    refused: (variables: string) => `Le fatture non vengono emesse: mancano ${variables}. Impostali nella configurazione del server.`,
    name: 'Ragione sociale',
    vatNumber: 'Partita IVA',
    fiscalCode: 'Codice fiscale',
    address: 'Sede',
    taxRegime: 'Regime fiscale',
    billingEmail: 'Email per le fatture',
    privacyEmail: 'Contatto privacy',
    pec: 'PEC',
    unset: 'non impostato',
  },
  subscriptions: {
    title: 'Abbonamenti',
    description: 'I clienti della piattaforma: ogni azienda con il suo piano e, sotto, i membri del suo account.',
    loadError: (message: string) => `Errore nel caricamento degli abbonamenti: ${message}`,
    search: 'Cerca per email, nome, azienda o Partita IVA',
    plan: 'Piano',
    status: 'Stato',
    sort: 'Ordina per',
    allPlans: 'Tutti i piani',
    allStatuses: 'Tutti gli stati',
    sorts: {
      'account:desc': 'Clienti più recenti',
      'account:asc': 'Clienti meno recenti',
      'created:desc': 'Utenti più recenti',
      'created:asc': 'Utenti meno recenti',
      'email:asc': 'Email (A-Z)',
      'email:desc': 'Email (Z-A)',
      'lastSignIn:desc': 'Ultimo accesso',
    },
    tableLabel: 'Abbonamenti',
    columns: {
      email: 'Email',
      name: 'Nome',
      role: 'Ruolo',
      plan: 'Piano',
      agents: 'Agenti',
      created: 'Creato il',
      lastSignIn: 'Ultimo accesso',
      expires: 'Scadenza piano',
      status: 'Stato',
      instructor: 'Istruttore',
    },
    yes: 'Sì',
    no: 'No',
    /** The group heading of an account's members (issue 34). */
    customer: (company: string | null, vat: string | null, plan: string) =>
      `${company ?? 'Dati di fatturazione non compilati'}${vat ? ` · P. IVA ${vat}` : ''} · ${plan}`,
    empty: 'Nessun utente trovato con questi filtri.',
    results: (total: number) => plural(total, 'utente', 'utenti'),
    page: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
    previous: 'Precedente',
    next: 'Successiva',
    pagination: 'Pagine degli abbonamenti',
    open: (email: string) => `Apri ${email}`,
  },
  detail: {
    title: 'Dettaglio abbonamento',
    back: 'Torna agli abbonamenti',
    notFound: SHARED_TEXT.userNotFound,
    roleTitle: 'Ruolo',
    roleLabel: 'Ruolo utente',
    saveRole: 'Aggiorna ruolo',
    roleError: (message: string) => `Errore nell'aggiornamento del ruolo: ${message}`,
    planTitle: 'Piano',
    planLabel: 'Nome del piano',
    noPlan: 'Nessun piano (prova o scaduto)',
    expiryLabel: 'Scadenza del piano',
    savePlan: 'Aggiorna profilo',
    reasonLabel: 'Motivo del cambio (lo leggerà il cliente)',
    confirmTitle: 'Confermi il cambio di piano?',
    confirmText: (who: string, from: string, to: string, until: string) =>
      `Il piano dell'account di ${who} passerà da ${from} ${toName(to)}${until ? `, con scadenza ${until}` : ''}. Il proprietario dell'account riceverà un'email con il motivo.`,
    confirm: 'Conferma il cambio di piano',
    cancel: 'Annulla',
    profileError: (message: string) => `Errore nell'aggiornamento del profilo: ${message}`,
    banTitle: 'Accesso',
    ban: 'Banna utente',
    unban: 'Riattiva utente',
    banConfirm: (email: string) => `Vuoi davvero bannare ${email}? Tutte le sue sessioni verranno chiuse subito.`,
    banError: (message: string) => `Errore nell'aggiornamento dello stato: ${message}`,
    facts: 'Dati utente',
    usageTitle: "Utilizzo dell'account",
    usage: { agents: 'Agenti', seats: 'Utenti', storage: 'Spazio', messages: 'Messaggi questo mese' },
    unlimited: 'nessun piano attivo',
    membersTitle: "Membri dell'account",
    noAccount: 'Un super admin non appartiene a nessun account cliente.',
    invoices: {
      title: 'Fatture',
      caption: "Le fatture dell'account, dalla più recente",
      number: 'Numero',
      date: 'Data',
      amount: 'Importo',
      status: 'Stato',
      actions: 'Download',
      paid: 'Pagato',
      open: 'In attesa',
      pdf: 'PDF',
      xml: 'XML FatturaPA',
      pdfLabel: (number: string) => `Scarica il PDF della fattura ${number}`,
      xmlLabel: (number: string) => `Scarica l'XML FatturaPA della fattura ${number}`,
      empty: 'Nessuna fattura emessa per questo account.',
      loadError: (message: string) => `Errore nel caricamento delle fatture: ${message}`,
      downloadError: (message: string) => `Errore nello scaricamento della fattura: ${message}`,
    },
  },
  apiKeys: {
    title: 'Chiavi API',
    description: 'Le chiavi dei fornitori di modelli (compatibili OpenAI) usate dagli agenti.',
    fetchFailed: (error: string) => `Failed to fetch API keys: ${error}`,
    unexpected: API_KEYS_UNEXPECTED,
    addTitle: 'Add API key',
    name: 'Name',
    value: 'API key value',
    baseUrl: 'Provider base URL (optional)',
    model: 'Model (optional)',
    add: 'Add API key',
    adding: 'Adding...',
    addFailed: (error: string) => `Failed to add API key: ${error}`,
    defaultFailed: (error: string) => `Failed to set default API key: ${error}`,
    /** Issue 33: the provider fails with this key now. */
    failing: (accounts: number, when: string) => `Failing for ${plural(accounts, 'account', 'accounts')} · last failure ${when}`,
    deleteFailed: (error: string) => `Failed to delete API key: ${error}`,
    tableLabel: 'API keys',
    columns: { name: 'Name', key: 'Key', created: 'Created', default: 'Default', actions: 'Actions' },
    isDefault: 'Default',
    setDefault: 'Set as default',
    test: 'Test connection',
    testing: 'Testing...',
    delete: 'Delete',
    deleteConfirm: (name: string) => `Delete the API key "${name}"? Agents using it will use the default key.`,
    empty: 'No API keys yet.',
  },
  plans: {
    title: 'Piani Abbonamento',
    description: 'Il catalogo dei piani, come lo vedono i clienti, con il numero di account su ciascuno.',
    perMonth: '/mese, IVA esclusa',
    users: (n: number) => plural(n, 'utente', 'utenti'),
    agents: (n: number) => plural(n, 'agente', 'agenti'),
    storage: (label: string) => `${label} di spazio`,
    messages: (n: number) => plural(n, 'messaggio/mese', 'messaggi/mese'),
    accounts: (active: number) => plural(active, 'account attivo', 'account attivi'),
    stripeConfigured: (key: string) => `Prezzo Stripe ${key} configurato`,
    stripeMissing: (key: string) => `Prezzo Stripe ${key} non configurato`,
    trial: (n: number) => plural(n, 'account in prova', 'account in prova'),
  },
  audit: {
    title: 'Registro operazioni',
    description: 'Ogni azione degli operatori: chi, quando, cosa, prima e dopo.',
    action: 'Azione',
    allActions: 'Tutte le azioni',
    actor: 'Operatore (email)',
    target: 'Oggetto (email, nome o id)',
    tableLabel: 'Operazioni registrate',
    columns: { when: 'Quando', action: 'Azione', summary: 'Che cosa è successo' },
    empty: 'Nessuna operazione registrata con questi filtri.',
    more: 'Carica altre',
    loadError: (message: string) => `Errore nel caricamento del registro: ${message}`,
  },
} as const;

/** Messages of the fields of `api/admin.ts`'s schemas (ADR 0199). */
export const ADMIN_FIELD_MESSAGES = {
  filtroNonValido: 'Filtro non valido.',
  filtroTroppoLungo: 'Filtro troppo lungo.',
  filtroPianoNonValido: 'Filtro piano non valido.',
  filtroStatoNonValido: 'Filtro stato non valido.',
  ordinamentoNonValido: 'Ordinamento non valido.',
  direzioneDiOrdinamentoNonValida: 'Direzione di ordinamento non valida.',
  paginaNonValida: 'Pagina non valida.',
  dimensioneDellaPaginaNonValida: 'Dimensione della pagina non valida.',
  alMassimo100RighePer: 'Al massimo 100 righe per pagina.',
  statoNonValido: SHARED_TEXT.statusInvalid,
  azioneNonValida: SHARED_TEXT.actionInvalid,
  limiteNonValido: 'Limite non valido.',
} as const;
