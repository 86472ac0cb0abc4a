import { VISITOR_LOCALES, type VisitorLanguage } from '../../visitor-language.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import type { VisitorCopy } from './copy-type.js';
import type { PluralForms } from './plural-forms.js';

export type { PluralForms, VisitorCopy };

export const VISITOR_COPY: Record<VisitorLanguage, VisitorCopy> = { it, en, de, fr, es };

/** The visitor's copy in their language. */
export const visitorCopy = (language: VisitorLanguage): VisitorCopy => VISITOR_COPY[language];

const pluralRules = new Map<VisitorLanguage, Intl.PluralRules>();
const numberFormats = new Map<VisitorLanguage, Intl.NumberFormat>();

/** A count with its words in the language's plural form, the number written the language's way ('1.250', '1,250'). */
export function visitorPlural(language: VisitorLanguage, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(VISITOR_LOCALES[language])));
  let numbers = numberFormats.get(language);
  if (!numbers) numberFormats.set(language, (numbers = new Intl.NumberFormat(VISITOR_LOCALES[language])));
  const category = rules.select(count);
  const form = category === 'one' ? forms.one : category === 'many' ? (forms.many ?? forms.other) : forms.other;
  return form.replace('{n}', numbers.format(count));
}

/** A moment the way the visitor's language writes it, in the business's time zone ('Monday 7 December at 09:00'). */
export function visitorDateTime(language: VisitorLanguage, when: Date, timeZone = 'Europe/Rome'): string {
  return new Intl.DateTimeFormat(VISITOR_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(when);
}

/** A price in euro the way the visitor's language writes it ('€25.00', '25,00 €'). */
export function visitorPrice(language: VisitorLanguage, cents: number, currency = 'EUR'): string {
  return new Intl.NumberFormat(VISITOR_LOCALES[language], { style: 'currency', currency }).format(cents / 100);
}
