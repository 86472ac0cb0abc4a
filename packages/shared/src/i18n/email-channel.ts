import { SHARED_TEXT } from './common.js';
import { MESSAGING_CHANNEL_PLANS } from '../plans.js';

/**
 * The e-mail channel (issue 47): an agent answers a mailbox read over IMAP and written over SMTP. What the team reads:
 * the settings card, its errors and notices.
 */
export const EMAIL_CHANNEL_MESSAGES = {
  planRequired: `Il canale E-mail è incluso nei piani ${MESSAGING_CHANNEL_PLANS.join(' e ')}. Passa a un piano superiore su /pricing.`,
  addressInvalid: 'Indirizzo e-mail della casella non valido (ad esempio info@negozio.it).',
  hostInvalid: 'Indirizzo del server non valido (ad esempio imap.gmail.com).',
  portInvalid: 'Porta non valida: un numero da 1 a 65535.',
  usernameRequired: "Il nome utente è obbligatorio (di solito è l'indirizzo e-mail).",
  passwordRequired: 'La password per le app è obbligatoria.',
  folderInvalid: 'Nome della cartella non valido.',
  tooLong: SHARED_TEXT.valueTooLong,
  imapLoginRefused:
    'Il server IMAP ha rifiutato utente o password. Con Gmail e Outlook serve una password per le app, non la password del tuo account.',
  smtpLoginRefused:
    'Il server SMTP ha rifiutato utente o password. Con Gmail e Outlook serve una password per le app, non la password del tuo account.',
  imapUnreachable: (host: string, port: number) =>
    `Impossibile raggiungere il server IMAP ${host}:${port}. Controlla indirizzo, porta e l'opzione TLS.`,
  smtpUnreachable: (host: string, port: number) =>
    `Impossibile raggiungere il server SMTP ${host}:${port}. Controlla indirizzo, porta e l'opzione TLS.`,
  hostPrivate: (host: string) =>
    `Il server ${host} ha un indirizzo privato o locale, che il servizio non raggiunge: indica l'indirizzo pubblico del server di posta.`,
  folderMissing: (folder: string) => `La cartella «${folder}» non esiste nella casella: creala o lascia il campo vuoto.`,
  connectionWorks: 'Connessione riuscita: la casella si legge (IMAP) e si scrive (SMTP).',
  connected: "E-mail collegata: l'agente risponde ai nuovi messaggi della casella.",
} as const;

/**
 * What a person writing to the mailbox reads (issue 47): kept together for translation (DECISIONS D21). Each is a
 * sentence of the agent's answer or the whole answer.
 */
export const EMAIL_VISITOR_SENTENCES = {
  /** Added to an answer when the message had attachments: they are never opened. */
  attachmentsNotOpened:
    'Ho ricevuto anche degli allegati, ma non posso aprirli: se contengono una domanda, scrivimela nel testo della mail.',
  /** The whole answer to a message with attachments and no text. */
  onlyAttachments:
    'Grazie per la mail! Non posso aprire gli allegati: scrivimi la tua domanda nel testo del messaggio e ti rispondo subito.',
  /** The whole answer to an empty message. */
  emptyMessage: 'Grazie per la mail! Il messaggio sembra vuoto: scrivimi la tua domanda e ti rispondo subito.',
  /** The subject of an answer to a message without one. */
  defaultSubject: 'La tua richiesta',
} as const;

/** The 'E-mail' section of the channels card (Integrazioni). */
export const emailChannelText = {
  title: 'E-mail',
  help: 'L’agente risponde ai nuovi messaggi di una casella (ad esempio info@): indica i server IMAP (lettura) e SMTP (invio). Con Gmail e Outlook usa una password per le app (Gmail: Account Google › Sicurezza › Password per le app; Outlook: Account Microsoft › Sicurezza › Password per le app), non la password del tuo account.',
  address: 'Indirizzo della casella',
  imapHost: 'Server IMAP',
  imapPort: 'Porta IMAP',
  imapTls: 'IMAP con TLS (porta 993)',
  smtpHost: 'Server SMTP',
  smtpPort: 'Porta SMTP',
  smtpTls: 'SMTP con TLS (porta 465)',
  username: 'Nome utente',
  password: 'Password per le app',
  passwordHint: 'Viene cifrata e non è più mostrata.',
  moveToFolder: 'Sposta i messaggi risposti nella cartella (facoltativo)',
  test: 'Prova connessione',
  connect: 'Collega la casella',
  replace: 'Aggiorna la casella',
  disconnect: 'Scollega',
  confirmDisconnect: 'Scollegare la casella? L’agente smetterà di rispondere alle e-mail.',
  connectedAs: (address: string) => `Casella: ${address}`,
  servers: (imap: string, smtp: string) => `IMAP ${imap} · SMTP ${smtp}`,
  /** The reader cannot read the mailbox (its server is down, or the password was changed or revoked). */
  unreachable: (since: string) =>
    `La casella non si legge dal ${since}. Le nuove e-mail non ricevono risposta finché il server di posta non torna a rispondere: l’agente riprova da solo. Se la password per le app è cambiata, inserisci quella nuova e aggiorna la casella.`,
} as const;
