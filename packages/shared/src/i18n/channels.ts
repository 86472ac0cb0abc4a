import { SHARED_TEXT, INVALID_ID } from './common.js';
import { MESSAGING_CHANNEL_PLANS } from '../plans.js';
import type { MessagingChannel } from '../states/channels.js';

export const CHANNEL_MESSAGES = {
  /** A webhook for a connection that is gone, or its signature or verify token wrong (what Meta or Telegram log). */
  webhookNotFound: 'Canale non trovato.',
  webhookBadSignature: 'Firma non valida.',
  webhookBadVerifyToken: 'Token di verifica non valido.',
  /** The name of a hand-off request made on WhatsApp or Telegram (ADR 0186): the sender left no form, only their id. */
  senderName: (channel: MessagingChannel, senderId: string) =>
    channel === 'whatsapp'
      ? `Cliente WhatsApp +${senderId}`
      : channel === 'email'
        ? senderId
        : `Cliente ${{ telegram: 'Telegram', messenger: 'Messenger', instagram: 'Instagram' }[channel]} ${senderId}`,
  planRequired: `I canali WhatsApp e Telegram sono inclusi nei piani ${MESSAGING_CHANNEL_PLANS.join(' e ')}. Passa a un piano superiore su /pricing.`,
  phoneNumberIdInvalid: "L'ID del numero di telefono è composto solo da cifre (lo trovi in WhatsApp › Configurazione API).",
  accessTokenRequired: 'Il token di accesso è obbligatorio.',
  appSecretRequired: "La chiave segreta dell'app è obbligatoria.",
  botTokenInvalid: 'Token del bot non valido: ha la forma 123456789:ABC… (te lo dà @BotFather).',
  secretTooLong: SHARED_TEXT.valueTooLong,
  telegramRefused: 'Telegram ha rifiutato il token del bot: controlla di averlo copiato per intero da @BotFather.',
  telegramUnreachable: 'Telegram non risponde in questo momento. Riprova tra qualche minuto.',
  telegramWebhookRefused: "Telegram non ha accettato l'indirizzo del webhook: l'indirizzo pubblico del servizio deve essere HTTPS.",
  notConnected: 'Questo canale non è collegato.',
  whatsappSaved: "WhatsApp salvato: incolla l'indirizzo del webhook e il token di verifica nella configurazione dell'app Meta.",
  telegramConnected: 'Telegram collegato: il bot risponde ai messaggi.',
  disconnected: 'Canale scollegato.',
  /** Replies sent to the people writing on the channel. */
  voiceWithoutTranscription:
    'Al momento non posso ascoltare i messaggi vocali: scrivimi la tua domanda in un messaggio di testo, per favore.',
  mediaNotSupported: 'Grazie! Per ora posso leggere solo messaggi di testo: scrivimi la tua domanda e ti rispondo subito.',
  agentInactive: 'Questo assistente al momento non è disponibile. Riprova più tardi.',
  monthlyLimit: 'Questo assistente ha raggiunto il limite di messaggi del mese e per ora non può rispondere. Riprova il mese prossimo.',
  unanswered: 'Non sono riuscito a rispondere in questo momento. Riprova tra qualche minuto.',
  sourcesTitle: 'Fonti:',
  /** The inbox cannot send a person's reply on WhatsApp after 24 hours (Meta's customer-service window). */
  whatsappWindowClosed:
    "Non è possibile rispondere su WhatsApp: sono passate più di 24 ore dall'ultimo messaggio del cliente. WhatsApp permette di scrivere solo entro 24 ore dall'ultimo messaggio ricevuto.",
  /** Messenger and Instagram (issue 47). */
  metaPlanRequired: `I canali Instagram e Messenger sono inclusi nei piani ${MESSAGING_CHANNEL_PLANS.join(' e ')}. Passa a un piano superiore su /pricing.`,
  pageIdInvalid:
    "L'ID è composto solo da cifre: per Messenger è l'ID della pagina Facebook, per Instagram l'ID dell'account professionale.",
  metaTokenRefused: (channel: string) =>
    `Meta ha rifiutato il token di accesso di ${channel}: controlla di averlo copiato per intero e che non sia scaduto.`,
  metaWrongAccount: (channel: string) =>
    `Il token di accesso non appartiene a questo ID: copia il token e l'ID dello stesso account ${channel}.`,
  metaUnreachable: 'Meta non risponde in questo momento. Riprova tra qualche minuto.',
  metaSaved: (channel: string) =>
    `${channel} salvato: incolla l'indirizzo del webhook e il token di verifica nella configurazione dell'app Meta.`,
  /** The inbox cannot send a person's reply past Meta's 24-hour window (Messenger and Instagram, like WhatsApp). */
  metaWindowClosed: (channel: string) =>
    `Non è possibile rispondere su ${channel}: sono passate più di 24 ore dall'ultimo messaggio del cliente. ${channel} permette di scrivere solo entro 24 ore dall'ultimo messaggio ricevuto.`,
  channelDisconnected: (channel: string) =>
    `Non è possibile rispondere: il canale ${channel} di questo agente è stato scollegato. Ricollegalo in Integrazioni.`,
  channelSendFailed: (channel: string) => `Il messaggio non è stato consegnato su ${channel}. Riprova tra qualche minuto.`,
} as const;

/** Messages of the fields of `api/channels.ts`'s schemas (ADR 0199). */
export const CHANNELS_FIELD_MESSAGES = {
  identificativoNonValido: INVALID_ID,
  canaleNonValidoScegliWhatsapp: 'Canale non valido: scegli whatsapp, telegram, messenger, instagram o email.',
} as const;
