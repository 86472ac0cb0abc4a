/** Plural forms of a sentence, '{n}' standing for the count: Intl.PluralRules chooses (ADR 0240). */
export interface PluralForms {
  one: string;
  other: string;
  /** French, Italian and Spanish say 'de' / 'di' after round millions ('1 million de …'): their 'many'. */
  many?: string;
}
