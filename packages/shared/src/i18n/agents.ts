import { plural } from '../plural.js';
import { MESSAGES, commonText, SHARED_TEXT } from './common.js';
import { DOCUMENT_TYPES_LABEL } from '../document-types.js';

export const AGENT_REQUIRED_FIELDS = 'Nome agente e istruzioni sono obbligatori.';

export const AGENT_INSTRUCTOR_REQUIRED = "L'istruttore agente è obbligatorio.";

export const AGENT_INSTRUCTOR_INVALID =
  "L'istruttore selezionato non è valido: scegli un membro del team con ruolo proprietario, admin o istruttore.";

export const AGENT_API_KEY_INVALID = 'La chiave API selezionata non esiste.';

export const AGENT_STATUS_INVALID = "Lo stato dell'agente deve essere 'Attivo' o 'Disattivato'.";

export const AGENT_MEMORY_MODE_INVALID = 'La modalità di memoria non è valida.';

export const AGENT_DESCRIPTION_INVALID = 'La descrizione non è valida.';

export const AGENT_EXPLICIT_MEMORY_INVALID = 'Indica se la memoria esplicita è attiva.';

export const AGENT_MEMORY_APPROVAL_INVALID = 'Indica se i ricordi degli utenti devono essere approvati.';

export const AGENT_SHOW_SOURCES_INVALID = 'Indica se mostrare le fonti ai visitatori.';

export const AGENT_HIDE_FILE_NAMES_INVALID = 'Indica se i nomi dei file sono da nascondere ai visitatori.';

export const AGENT_VISITOR_LANGUAGES_INVALID = 'Lingue non valide: scegli tra italiano, inglese, tedesco, francese e spagnolo.';

export const AGENT_VISITOR_LANGUAGES_REQUIRED = "Scegli almeno una lingua in cui l'agente risponde ai visitatori.";

/** 'Lingue dei visitatori' in the agent's settings (issue 48): each language named in Italian, for the team. */
export const VISITOR_LANGUAGES_TEXT = {
  title: 'Lingue dei visitatori',
  description:
    'I visitatori leggono la chat, i moduli e le e-mail nella loro lingua, scelta dal browser o dal loro primo messaggio, e possono cambiarla. Le fonti restano in italiano.',
  names: { it: 'Italiano', en: 'Inglese', de: 'Tedesco', fr: 'Francese', es: 'Spagnolo' },
} as const;

export const AGENT_TOO_LONG = (field: string, max: number) => `${field} può contenere al massimo ${max} caratteri.`;

/** Spec §5: the limit message, with the number of agents the plan allows. */
export function agentLimitMessage(max: number): string {
  return `Hai raggiunto il limite massimo di ${plural(max, 'agente', 'agenti')} per il tuo piano attuale. Effettua l'upgrade per crearne altri.`;
}

export const AGENT_DELETION_REQUESTED =
  "Ti abbiamo inviato un'email con il link per confermare l'eliminazione dell'agente. Il link è valido 24 ore.";

export const AGENT_DELETION_LINK_INVALID = 'Il link di conferma non è valido.';

export const AGENT_DELETION_LINK_EXPIRED = "Il link di conferma è scaduto. Richiedi di nuovo l'eliminazione dell'agente.";

export const AGENT_DELETION_LINK_USED = 'Questo link di conferma è già stato usato.';

export const AGENT_ALREADY_DELETED = "L'agente non esiste più.";

/** 'Aspetto' (issue 34, ADR 0135): how the agent's chat looks on its public link, in the widget and in the test chat. */
export const APPEARANCE_MESSAGES = {
  colorInvalid: 'Colore non valido: usa il formato esadecimale, es. #2563eb.',
  colorTooLight:
    'Colore troppo chiaro: pulsanti e messaggi non si distinguerebbero dallo sfondo bianco (contrasto minimo 3:1). Scegli una tonalità più scura.',
  avatarInvalid: "L'avatar deve essere un indirizzo https:// (o http:// in locale).",
  welcomeTooLong: 'Il messaggio di benvenuto può contenere al massimo 500 caratteri.',
  questionsInvalid: 'Puoi indicare al massimo 5 domande suggerite, di al massimo 150 caratteri ciascuna.',
  saved: 'Aspetto salvato.',
} as const;

/** Italian copy of the agent list, creation, settings, share and deletion screens (spec §2, §4, §5, §8). */
export const agentsText = {
  list: {
    title: 'Agenti',
    description: 'I tuoi agenti AI, addestrati sui tuoi documenti.',
    create: 'Crea Nuovo Agente',
    upgrade: 'Aggiorna il tuo piano',
    usage: (used: number, max: number) => `${used} di ${plural(max, 'agente utilizzato', 'agenti utilizzati')}`,
    empty: 'Nessun agente da mostrare.',
    emptyInstructor: commonText.noAssignedAgents,
    loadError: (message: string) => `Errore nel caricamento degli agenti: ${message}`,
    noDescription: 'Nessuna descrizione',
    menu: (name: string) => `Azioni per l'agente ${name}`,
    openChat: (name: string) => `Apri la chat con ${name}`,
    settings: 'Impostazioni',
    duplicate: 'Duplica',
    delete: 'Elimina',
    analytics: 'Analisi',
    testChat: 'Testa Chat',
    share: 'Condividi link',
    duplicated: (name: string) => `Agente duplicato: ${name}`,
    duplicateError: (message: string) => `Errore durante la duplicazione dell'agente: ${message}`,
  },
  share: {
    title: 'Condividi agente',
    description: "Chiunque abbia questo link può chattare con l'agente, senza accedere.",
    label: 'Link pubblico della chat',
    copy: 'Copia',
    copied: 'Copiato!',
    toast: 'Link copiato negli appunti!',
    copyError: 'Impossibile copiare il link: selezionalo e copialo a mano.',
    loading: 'Caricamento del link...',
  },
  remove: {
    title: "Eliminare l'agente?",
    description: (name: string) =>
      `Stai per eliminare «${name}» con i suoi documenti, memorie e conversazioni. Per sicurezza ti invieremo un'email con un link di conferma valido 24 ore: nulla verrà eliminato prima che tu lo apra.`,
    confirm: 'Invia link di conferma',
    sending: SHARED_TEXT.sending,
    cancel: 'Annulla',
    error: (message: string) => `Errore durante la richiesta di eliminazione: ${message}`,
  },
  confirmDeletion: {
    title: 'Conferma eliminazione agente',
    description: "Conferma per eliminare definitivamente l'agente, i suoi documenti, le memorie e le conversazioni.",
    confirm: 'Elimina definitivamente',
    deleting: SHARED_TEXT.deleting,
    missingToken: AGENT_DELETION_LINK_INVALID,
    backToAgents: 'Torna agli agenti',
  },
  form: {
    name: 'Nome agente',
    description: 'Descrizione',
    instructions: 'Istruzioni',
    instructionsHint: "Come deve comportarsi l'agente: tono, compiti, limiti.",
    instructionsExample:
      'Es.: Sei l’assistente del negozio Rossi. Rispondi in italiano, con tono cordiale e frasi brevi. Usa solo le informazioni dei documenti caricati; se non trovi la risposta, dillo e suggerisci di scrivere a info@negozio.it. Non dare mai consigli medici o legali.',
    requiredNote: 'I campi contrassegnati con * sono obbligatori.',
    instructor: 'Istruttore agente',
    noInstructor: 'Nessun istruttore',
    chooseInstructor: 'Seleziona un istruttore',
    apiKey: 'Chiave API',
    defaultApiKey: 'Chiave predefinita della piattaforma',
    noApiKeys: 'Nessuna chiave API disponibile: verrà usata quella predefinita.',
    files: `Documenti di addestramento (${DOCUMENT_TYPES_LABEL})`,
    chooseFiles: 'Scegli file',
    dropHint: SHARED_TEXT.dropFiles,
    filesHint: "I file vengono caricati uno alla volta dopo la creazione dell'agente.",
    /** The 'Sito web' source (issue 29). */
    website: 'Sito web (facoltativo)',
    websiteHint: "L'indirizzo del sito o della sua sitemap.xml: le pagine vengono lette dopo la creazione dell'agente.",
    websitePlaceholder: 'https://www.esempio.it',
    removeFile: (name: string) => `Rimuovi ${name}`,
  },
  create: {
    title: 'Crea Nuovo Agente',
    description: 'Dai un nome al tuo agente, descrivi come deve comportarsi e caricane i documenti.',
    submit: 'Crea Agente',
    submitting: 'Creazione in corso...',
    success: 'Agente creato con successo!',
    error: (message: string) => `Errore durante la creazione dell'agente: ${message}`,
    fileError: (name: string, message: string) => `Errore nel caricamento del file ${name}: ${message}`,
    websiteError: (message: string) => `Il sito web non è stato aggiunto: ${message}`,
    someFilesFailed: (names: string[]) =>
      `Agente creato, ma alcuni file non sono stati caricati: ${names.join(', ')}. Puoi caricarli di nuovo dalle impostazioni dell'agente.`,
    sourceError: (name: string, message: string) => `Errore nel salvataggio di ${name}: ${message}`,
    someSourcesFailed: (names: string[]) =>
      `Agente creato, ma alcuni testi o domande non sono stati salvati: ${names.join(', ')}. Puoi aggiungerli di nuovo dalle impostazioni dell'agente.`,
    cannotCreate: 'Il tuo ruolo non consente di creare agenti.',
    fileStatus: { pending: 'In coda', uploading: SHARED_TEXT.loading, uploaded: 'Caricato', error: 'Errore' },
  },
  settings: {
    title: (name: string) => `Impostazioni: ${name}`,
    mainTab: 'Impostazioni Principali',
    trainingTab: 'Dati di Addestramento & Memoria',
    appearanceTab: 'Aspetto',
    appearance: {
      intro: 'Come appare l’agente ovunque: link pubblico, widget sul tuo sito e chat di prova.',
      welcome: 'Messaggio di benvenuto',
      welcomeHint: 'Mostrato prima del primo messaggio. Vuoto: un invito generico a scrivere.',
      questions: 'Domande suggerite (una per riga, al massimo 5)',
      color: 'Colore',
      colorHint:
        'Colora messaggi e pulsanti. Il colore del testo (bianco o nero) è scelto per la leggibilità; i colori troppo chiari non sono accettati.',
      colorCode: 'Codice del colore',
      avatar: 'Avatar (indirizzo https dell’immagine, facoltativo)',
      preview: 'Anteprima',
      previewUser: 'Quanto costa la consegna?',
      previewAnswer: 'La consegna è gratuita per ordini sopra i 50 €.',
      previewSend: 'Invia',
      save: 'Salva aspetto',
      saving: SHARED_TEXT.saving,
    },
    status: 'Stato',
    statusActive: 'Attivo',
    statusInactive: 'Disattivato',
    memoryMode: 'Memoria delle conversazioni',
    memoryNone: 'Nessuna (ogni chat riparte da zero)',
    memoryAll: "Tutte le chat (l'agente ricorda le conversazioni passate)",
    retention: 'Giorni di conservazione',
    retentionHint: 'Lascia vuoto per nessun limite. Vale solo con la memoria di tutte le chat.',
    explicitMemory: 'Memoria esplicita (comandi "ricordati", "salva", "memorizza ... come procedura")',
    memoryApproval: 'Approvazione dei ricordi',
    memoryApprovalHint:
      "Ciò che un utente insegna all'agente («ricordati …») viene usato solo dopo che tu, l'istruttore o il proprietario dell'account l'avete approvato nella memoria del team. I ricordi di chi gestisce l'agente valgono subito.",
    showSources:
      'Mostra le fonti delle risposte ai visitatori della chat pubblica (il titolo di ogni documento, il link di ogni pagina web)',
    hideSourceFileNames: 'Nascondi i titoli delle fonti ai visitatori (le fonti diventano "Documento 1", "Documento 2"…)',
    save: 'Salva Impostazioni',
    saving: SHARED_TEXT.saving,
    saved: 'Impostazioni salvate con successo!',
    error: (message: string) => `Errore nel salvataggio delle impostazioni: ${message}`,
    notFound: MESSAGES.agentNotFound,
    backToAgents: 'Torna agli agenti',
    accessDenied: "Solo il proprietario dell'agente o l'istruttore assegnato possono modificarne le impostazioni.",
  },
} as const;

/** Messages of the fields of `api/agents.ts`'s schemas (ADR 0199). */
export const AGENTS_FIELD_MESSAGES = {
  agentRetentionInvalid: 'I giorni di conservazione devono essere un numero intero maggiore o uguale a 1.',
  laDescrizione: 'La descrizione',
  bodyInvalid: 'Richiesta non valida: compila il modulo e riprova.',
  ilNome: 'Il nome',
  leIstruzioni: 'Le istruzioni',
} as const;
