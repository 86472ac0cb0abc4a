import type { ApiTokenScope } from '../api/integrations.js';
import { commonText } from './common.js';

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  chat: 'Chat',
  documents: 'Documenti',
  'read-only': 'Sola lettura',
};

export const INTEGRATIONS_MESSAGES = {
  planRequired: "L'accesso API è incluso nei piani Pro e Avanzato. Passa a un piano superiore su /pricing.",
  tokensForbidden: 'Solo il proprietario e gli amministratori possono gestire i token API.',
  tokenNameRequired: 'Il nome del token è obbligatorio.',
  tokenNameTooLong: 'Il nome del token può contenere al massimo 80 caratteri.',
  tokenScopeInvalid: 'Ambito non valido: scegli chat, documents o read-only.',
  tokenExpiryInvalid: 'Scadenza non valida: scegli 30, 90 o 365 giorni, oppure nessuna scadenza.',
  tokenNotFound: 'Token non trovato.',
  tokenCreated: 'Token creato. Copialo ora: non sarà più mostrato.',
  tokenRevoked: 'Token revocato.',
  tokenLimit: 'Hai raggiunto il numero massimo di 50 token attivi: revocane uno prima di crearne un altro.',
  /** 401 of /api/v1 */
  tokenMissing: 'Token API mancante: invia l\'intestazione "Authorization: Bearer <token>".',
  tokenInvalid: 'Token API non valido, scaduto o revocato.',
  tokenScope: 'Questo token non ha i permessi per questa operazione.',
  rateLimited: 'Troppe richieste con questo token API. Riprova tra qualche secondo.',
  emptyMessage: 'Il messaggio è obbligatorio.',
} as const;

export const WIDGET_MESSAGES = {
  domainInvalid: 'Dominio non valido: scrivi solo il nome (es. www.esempio.it, *.esempio.it o localhost:8080).',
  tooManyDomains: 'Puoi indicare al massimo 20 domini.',
  positionInvalid: 'Posizione non valida: scegli destra o sinistra.',
  labelTooLong: "L'etichetta del pulsante può contenere al massimo 40 caratteri.",
  saved: 'Impostazioni del widget salvate.',
  secretCreated: 'Nuova chiave segreta creata. Copiala ora: non sarà più mostrata.',
  domainNotAllowed: "Questo sito non è autorizzato a mostrare l'assistente.",
  /** Shown inside an embedded frame on a site that is not among the allowed domains (issue 33). */
  frameNotAllowed: 'Questo assistente non è disponibile su questo sito',
  identityRequired: "Questo assistente richiede l'identificazione del cliente.",
  identityInvalid: 'Identificazione del cliente non valida.',
  identityNeedsSecret: "Crea prima la chiave segreta per la verifica dell'identità.",
} as const;

/** /integrations and the embedded chat (issue 14, D11). */
export const integrationsText = {
  page: {
    title: 'Integrazioni',
    description: 'Porta i tuoi agenti sul tuo sito e nei tuoi sistemi: link di condivisione, widget, API.',
    agent: 'Agente',
    noAgents: 'Non ci sono ancora agenti da integrare. Crea un agente per iniziare.',
    noAgentsInstructor: commonText.noAssignedAgents,
    copy: 'Copia',
    copied: 'Copiato negli appunti.',
    copyFailed: 'Copia non riuscita: seleziona il testo e copialo a mano.',
  },
  share: {
    title: 'Link di condivisione',
    description: 'Chiunque abbia il link può parlare con l’agente, senza accedere.',
    label: 'Link della chat pubblica',
    open: 'Apri la chat',
  },
  embed: {
    title: 'Widget per il tuo sito',
    description:
      'Incolla lo script prima di </body>: aggiunge un pulsante di chat in basso; la chat si carica solo quando viene aperta. Oppure incorpora la chat in una pagina con l’iframe.',
    script: 'Script del widget (pulsante flottante)',
    iframe: 'Iframe (chat nella pagina)',
    domainsFirst: 'Aggiungi almeno un dominio consentito nelle impostazioni: altrove il widget mostra un rifiuto.',
    identity:
      'Verifica dell’identità: aggiungi allo script data-customer-id e data-customer-signature, la firma HMAC-SHA256 dell’id del cliente calcolata sul tuo server con la chiave segreta.',
  },
  settings: {
    title: 'Impostazioni del widget',
    forbidden: 'Solo chi gestisce questo agente può modificarne il widget.',
    appearanceMoved:
      'Messaggio di benvenuto, domande suggerite, colore e avatar valgono per ogni chat dell’agente (link pubblico, widget, chat di prova):',
    appearanceLink: 'modificali in Impostazioni › Aspetto',
    position: 'Posizione del pulsante',
    positions: { right: 'In basso a destra', left: 'In basso a sinistra' },
    label: 'Etichetta del pulsante',
    domains: 'Domini consentiti (uno per riga)',
    domainsHint: 'Esempi: www.esempio.it, *.esempio.it, localhost:8080. Senza domini il widget non funziona su altri siti.',
    identityRequired: 'Richiedi la verifica dell’identità del cliente',
    save: 'Salva impostazioni',
    secretTitle: 'Chiave segreta per la verifica dell’identità',
    secretPresent: 'Una chiave segreta esiste già. Generandone una nuova, la precedente smette subito di funzionare.',
    secretMissing: 'Nessuna chiave segreta: generane una per verificare i clienti.',
    secretCreate: 'Genera chiave segreta',
    secretConfirm: 'La chiave attuale smetterà di funzionare subito. Continuare?',
    secretLabel: 'Chiave segreta (mostrata una sola volta)',
  },
  tokens: {
    title: 'Token API',
    description: 'I token danno accesso all’API pubblica /api/v1 con l’intestazione Authorization: Bearer.',
    onlyManagers: 'Solo il proprietario e gli amministratori possono gestire i token API.',
    upgrade: 'Vedi i piani',
    name: 'Nome del token',
    scope: 'Ambito',
    expiry: 'Scadenza',
    expiries: { 30: '30 giorni', 90: '90 giorni', 365: '1 anno', never: 'Nessuna scadenza' },
    create: 'Crea token',
    valueLabel: 'Il tuo nuovo token (copialo ora: non sarà più mostrato)',
    empty: 'Nessun token creato.',
    list: 'Token dell’account',
    columns: { name: 'Nome', scope: 'Ambito', status: 'Stato', lastUsed: 'Ultimo uso', expires: 'Scadenza', actions: 'Azioni' },
    never: 'Mai',
    noExpiry: 'Nessuna',
    revoke: 'Revoca',
    revokeLabel: (name: string) => `Revoca il token ${name}`,
    confirmRevoke: (name: string) => `Revocare il token "${name}"? Le richieste che lo usano verranno rifiutate subito.`,
  },
  examples: {
    title: 'Esempi di utilizzo dell’API',
    description: 'Sostituisci IL_TUO_TOKEN con un token di ambito Chat. La documentazione completa è su',
    docs: 'documentazione OpenAPI',
    curl: 'curl',
    fetch: 'JavaScript (fetch)',
    python: 'Python (requests)',
  },
  widgetChat: {
    fallbackTitle: 'Chat',
    unavailable: 'Questo assistente non è disponibile.',
  },
  leadWebhook: {
    title: 'Webhook dei contatti',
    description:
      'Ogni nuovo contatto lasciato da un visitatore viene inviato con una richiesta POST firmata (HMAC-SHA256) al tuo indirizzo, per esempio al tuo CRM. Se il server non risponde, riproviamo fino a 5 volte con attese crescenti.',
    onlyOwner: 'Solo il titolare dell’account può configurare il webhook dei contatti.',
    url: 'URL del webhook',
    urlHint: 'Un indirizzo pubblico https:// del tuo server.',
    create: 'Crea webhook',
    save: 'Salva indirizzo',
    enabled: 'Attivo',
    enabledHint: 'Disattivato, i nuovi contatti non vengono inviati.',
    secret: 'Segreto di firma',
    secretOnce: 'Copia ora il segreto: non sarà più mostrato. Usalo per verificare l’intestazione X-Agenti-Signature.',
    secretInUse: (prefix: string) => `Segreto in uso: ${prefix}`,
    rotate: 'Genera un nuovo segreto',
    confirmRotate: 'Generare un nuovo segreto? Il segreto attuale smetterà subito di funzionare.',
    test: 'Invia un test',
    remove: 'Elimina webhook',
    confirmRemove: 'Eliminare il webhook? I nuovi contatti non verranno più inviati.',
    signatureHelp:
      'Intestazioni: X-Agenti-Event, X-Agenti-Delivery, X-Agenti-Timestamp, X-Agenti-Signature (sha256= e l’HMAC-SHA256 esadecimale di «timestamp.corpo» con il segreto).',
    log: 'Registro delle consegne',
    logEmpty: 'Nessuna consegna ancora.',
    logColumns: { time: 'Ora', event: 'Evento', attempt: 'Tentativo', status: 'Risposta', result: 'Esito' },
    noResponse: 'Nessuna risposta',
    duration: (ms: number) => `${ms} ms`,
  },
  /** 'Canali' (issue 31): WhatsApp and Telegram, per agent. */
  channels: {
    title: 'Canali',
    description: 'L’agente risponde anche su WhatsApp e Telegram, con gli stessi documenti e le stesse regole della chat.',
    planRequired: 'I canali WhatsApp e Telegram sono inclusi nei piani Pro e Avanzato.',
    upgrade: 'Scopri i piani',
    forbidden: 'Solo chi può modificare questo agente gestisce i suoi canali.',
    status: { connected: 'Collegato', pending: 'In attesa di verifica', off: 'Non collegato' },
    statusLabel: 'Stato',
    disconnect: 'Scollega',
    confirmDisconnect: (channel: string) => `Scollegare ${channel}? L’agente smetterà di rispondere su ${channel}.`,
    whatsapp: {
      title: 'WhatsApp',
      help: 'Dall’app Meta for Developers (WhatsApp › Configurazione API) copia l’ID del numero di telefono, un token di accesso permanente e la chiave segreta dell’app (Impostazioni › Di base).',
      phoneNumberId: 'ID del numero di telefono',
      accessToken: 'Token di accesso',
      appSecret: 'Chiave segreta dell’app',
      connect: 'Collega WhatsApp',
      replace: 'Sostituisci le credenziali',
      webhookUrl: 'URL di callback (webhook)',
      verifyToken: 'Token di verifica',
      webhookHelp:
        'In Meta for Developers › WhatsApp › Configurazione incolla l’URL di callback e il token di verifica, poi iscriviti al campo «messages». Lo stato diventa «Collegato» appena Meta verifica l’indirizzo.',
      number: (id: string) => `Numero: ID ${id}`,
      token: (hint: string) => `Token di accesso: ${hint}`,
    },
    telegram: {
      title: 'Telegram',
      help: 'Crea un bot con @BotFather su Telegram (comando /newbot) e incolla qui il token che ti dà. Il collegamento imposta il webhook del bot in automatico.',
      botToken: 'Token del bot',
      connect: 'Collega Telegram',
      replace: 'Sostituisci il token',
      webhookUrl: 'Indirizzo del webhook',
      bot: (username: string) => `Bot: @${username}`,
      token: (hint: string) => `Token del bot: ${hint}`,
    },
  },
} as const;

/** Messages of the fields of `api/integrations.ts`'s schemas (ADR 0199). */
export const INTEGRATIONS_FIELD_MESSAGES = {
  ilMessaggioPuoContenereAl: 'Il messaggio può contenere al massimo 8000 caratteri.',
  identificativoDellaConversazioneNonValido: 'Identificativo della conversazione non valido.',
  ilCampoStreamDeveEssere: 'Il campo stream deve essere true o false.',
  ilCampoIdentityrequiredDeveEssere: 'Il campo identityRequired deve essere true o false.',
  clienteNonValido: 'Cliente non valido.',
} as const;
