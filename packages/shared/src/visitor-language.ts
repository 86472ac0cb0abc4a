/**
 * The languages a visitor may read (D21, issue 48): the team's product stays Italian, what a visitor reads follows
 * the visitor. The order is the order of the language selector and of the agent's settings.
 */
export const VISITOR_LANGUAGES = ['it', 'en', 'de', 'fr', 'es'] as const;
export type VisitorLanguage = (typeof VISITOR_LANGUAGES)[number];

export const DEFAULT_VISITOR_LANGUAGE: VisitorLanguage = 'it';

/** The languages a Q&A pair may carry an answer in besides Italian (zod-free: the pair's form lists them). */
export const QA_TRANSLATION_LANGUAGES = ['en', 'de', 'fr', 'es'] as const satisfies readonly VisitorLanguage[];
export type QaTranslationLanguage = (typeof QA_TRANSLATION_LANGUAGES)[number];

/** The BCP 47 tag Intl is given for each language (dates, prices, plural rules). */
export const VISITOR_LOCALES: Record<VisitorLanguage, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };

export const isVisitorLanguage = (value: unknown): value is VisitorLanguage =>
  typeof value === 'string' && (VISITOR_LANGUAGES as readonly string[]).includes(value);

/** A language tag's primary subtag, if it is one of ours: 'de-CH' → 'de', 'pt-BR' → null. */
export function visitorLanguageOfTag(tag: string): VisitorLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isVisitorLanguage(primary) ? primary : null;
}

/**
 * The first language of a browser's list (navigator.languages, or an Accept-Language header sorted by its q values)
 * that the agent offers; null when none is.
 */
export function preferredVisitorLanguage(tags: readonly string[], offered: readonly VisitorLanguage[]): VisitorLanguage | null {
  for (const tag of tags) {
    const language = visitorLanguageOfTag(tag);
    if (language && offered.includes(language)) return language;
  }
  return null;
}

/** An Accept-Language header's tags, most preferred first ('fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5'). */
export function acceptLanguageTags(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language an agent falls back to when nothing of the visitor's is offered: Italian when offered, otherwise the
 * first language the owner kept.
 */
export const fallbackVisitorLanguage = (offered: readonly VisitorLanguage[]): VisitorLanguage =>
  offered.includes(DEFAULT_VISITOR_LANGUAGE) ? DEFAULT_VISITOR_LANGUAGE : (offered[0] ?? DEFAULT_VISITOR_LANGUAGE);

/** The agent's stored list, cleaned: only known languages, in the selector's order, never empty. */
export function offeredVisitorLanguages(stored: readonly string[] | null | undefined): VisitorLanguage[] {
  const kept = VISITOR_LANGUAGES.filter((language) => stored?.includes(language));
  return kept.length ? kept : [...VISITOR_LANGUAGES];
}
