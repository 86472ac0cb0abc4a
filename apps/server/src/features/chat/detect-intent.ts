import { asksForPerson } from './handoff-offer.js';

/**
 * What a message asks before any search (issue 45): a person, a greeting or thanks, or one of the business's own
 * details (opening hours, address, phone, e-mail). Null: a question for the knowledge.
 */
export type Intent = 'person' | 'greeting' | 'thanks' | 'goodbye' | 'hours' | 'address' | 'phone' | 'email';

/** A short message that is nothing but a request for someone ('una persona', 'operatore?', 'voglio un umano'). */
const SHORT_PERSON = /\b(persona|operatore|operatrice|umano|qualcuno|addetto|responsabile)\b/;
// Greetings, thanks and goodbyes in the visitors' five languages (issue 48), written without accents as `plain` leaves them.
const GREETING =
  /^(ciao|salve|buongiorno|buon giorno|buonasera|buona sera|buon pomeriggio|hey|ehi|hei|hello|hi|hi there|good morning|good afternoon|good evening|hallo|guten tag|guten morgen|guten abend|moin|servus|gruss gott|bonjour|bonsoir|salut|hola|buenos dias|buenas tardes|buenas noches)( a tutti| ragazzi)?$/;
const THANKS =
  /^((ok|okay|perfetto|ottimo|va bene|gentilissim[oi]|grazie mille|grazie tante|molte grazie|ti ringrazio|vi ringrazio|grazie|thanks a lot|thank you very much|thank you|thanks|great|perfect|danke schon|vielen dank|danke|super|merci beaucoup|merci|parfait|muchas gracias|gracias|vale|perfecto)[ ,!]*)+$/;
const GOODBYE =
  /^(arrivederci|a presto|ciao ciao|buona giornata|buona serata|alla prossima|goodbye|bye|see you|auf wiedersehen|tschuss|au revoir|a bientot|adios|hasta luego|hasta pronto)$/;
/** E-mail before the address: 'indirizzo e-mail' is an e-mail. */
const EMAIL = /\b(e ?mail|mail|posta elettronica|indirizzo di posta)\b/;
const PHONE = /\b(telefono|telefonare|telefonarvi|chiamarvi|numero di telefono|cellulare|recapito telefonico|whatsapp)\b/;
const ADDRESS =
  /\b(dove (siete|vi trovate|si trova|trovarvi|e il vostro|e la vostra|e il negozio|e il locale)|indirizzo|come (vi )?raggiungervi|come arrivo|in che via)\b/;
const HOURS =
  /\b(a che ora|che orari|quali orari|orari|orario|quando (aprite|chiudete|siete aperti|e aperto)|siete aperti|aprite|chiudete|giorni di apertura|aperti (oggi|domani|la domenica|il sabato|stasera))\b/;

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')
    .replace(/[^a-z0-9@.\s-]/g, ' ')
    .replace(/[.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function detectIntent(question: string): Intent | null {
  const text = plain(question);
  if (!text) return null;
  const words = text.split(' ').length;
  if (asksForPerson(question) || (words <= 6 && SHORT_PERSON.test(text) && !/\b(per|a) persona\b/.test(text))) return 'person';
  if (GREETING.test(text)) return 'greeting';
  if (THANKS.test(text)) return 'thanks';
  if (GOODBYE.test(text)) return 'goodbye';
  // A long message mentioning hours may ask something else about them: only short questions are the card's.
  if (words > 12) return null;
  if (EMAIL.test(text)) return 'email';
  if (PHONE.test(text)) return 'phone';
  if (ADDRESS.test(text)) return 'address';
  if (HOURS.test(text)) return 'hours';
  return null;
}
