import { SHARED_TEXT } from './common.js';
import { pluralForm, plural } from '../plural.js';

/** Issue 33 (GDPR): an owner finds one visitor's conversations by e-mail or widget customer id, and erases them. */
export const PRIVACY_MESSAGES = {
  whoRequired:
    "Indica l'e-mail del visitatore, l'id cliente del widget, il numero WhatsApp, l'id Telegram, l'id Messenger oppure l'id Instagram.",
  phoneInvalid: 'Numero WhatsApp non valido: da 6 a 15 cifre, con il prefisso internazionale (es. +39 333 1234567).',
  telegramIdInvalid: "L'id Telegram è un numero (es. 123456789).",
  messengerIdInvalid: "L'id Messenger (PSID) è un numero (es. 6483912345678901).",
  instagramIdInvalid: "L'id Instagram (IGSID) è un numero (es. 17892345678901234).",
  emailInvalid: 'Indirizzo e-mail non valido.',
  customerIdInvalid: "L'id cliente deve avere da 1 a 200 caratteri.",
  nothingFound: SHARED_TEXT.visitorNotFound,
  erased: (conversations: number, leads = 0) =>
    leads === 0
      ? `${pluralForm(conversations, 'Cancellata', 'Cancellate')} ${plural(conversations, 'conversazione', 'conversazioni')} del visitatore.`
      : `Cancellati i dati del visitatore: ${plural(conversations, 'conversazione', 'conversazioni')} e ${plural(leads, 'contatto', 'contatti')}.`,
} as const;

/** How the audit log names a visitor-data erasure: by the kind of id asked for, never the id itself. */
export const PRIVACY_AUDIT_LABELS = {
  whatsapp: 'per numero WhatsApp',
  telegram: 'per id Telegram',
  messenger: 'per id Messenger',
  instagram: 'per id Instagram',
  email: 'per e-mail',
  widgetCustomer: 'per id cliente del widget',
} as const;
