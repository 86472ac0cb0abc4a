import { eld } from 'eld/extrasmall';
import { VISITOR_LANGUAGES, type VisitorLanguage } from '@app/shared/visitor-language';

// The detector knows ~60 languages; a visitor's message is one of ours or none (issue 48). Its smallest n-gram table
// (~1 MB, loaded once) measured 100% on the 5+ word messages of test-data/visitor-languages (identify-language.test.ts).
eld.setLanguageSubset([...VISITOR_LANGUAGES]);

/**
 * The one-word greetings and thanks a visitor opens with, which an n-gram detector cannot tell apart ('Hola', 'Hi',
 * 'Merci' measured wrong or unsure): the few words a short first message usually is.
 */
const OPENERS: Record<string, VisitorLanguage> = {
  ciao: 'it',
  salve: 'it',
  buongiorno: 'it',
  buonasera: 'it',
  grazie: 'it',
  arrivederci: 'it',
  hello: 'en',
  hi: 'en',
  hey: 'en',
  thanks: 'en',
  thank: 'en',
  goodbye: 'en',
  bye: 'en',
  hallo: 'de',
  moin: 'de',
  servus: 'de',
  danke: 'de',
  tschüss: 'de',
  tschüs: 'de',
  bonjour: 'fr',
  bonsoir: 'fr',
  salut: 'fr',
  merci: 'fr',
  hola: 'es',
  gracias: 'es',
  adiós: 'es',
  adios: 'es',
};

export interface IdentifiedLanguage {
  language: VisitorLanguage;
  /** The detector is sure, or the message is a greeting we know: worth more than the browser's language. */
  reliable: boolean;
}

/** Words of a message, lower case, letters only ('¿Dónde están?' → ['dónde', 'están']). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/**
 * The language of a visitor's message, offline (issue 48): an opening greeting we know, else the n-gram detector,
 * reliable only from three words on (two-word questions such as 'Dove siete?' measured wrong). Null when the message
 * has no letters or is in none of our languages as far as the detector can tell.
 */
export function identifyLanguage(text: string): IdentifiedLanguage | null {
  const words = wordsOf(text);
  if (!words.length) return null;
  const opener = OPENERS[words[0]!];
  if (opener && words.length <= 2) return { language: opener, reliable: true };
  const result = eld.detect(text);
  const language = VISITOR_LANGUAGES.find((l) => l === result.language);
  if (!language) return opener ? { language: opener, reliable: true } : null;
  return { language, reliable: words.length >= 3 && result.isReliable() };
}
