import { useCallback, useEffect, useMemo, useState } from 'react';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import {
  fallbackVisitorLanguage,
  isVisitorLanguage,
  preferredVisitorLanguage,
  VISITOR_LANGUAGES,
  type VisitorLanguage,
} from '@app/shared/visitor-language';
import { readStored, writeStored } from './use-public-visitor';

/** The language a visitor chose in the selector, kept in this browser (per agent: another may not offer it). */
const choiceKey = (agentId: string) => `agenti.visitor-language.${agentId}`;

/**
 * The visitor's language (issue 48): their own choice in the selector, else the language their conversation was kept
 * in (`follow`, from the server), else the first of the browser's languages the agent offers, else Italian. `chosen` is
 * sent with every message and request, so the server keeps it on the conversation.
 */
export function useVisitorLanguage(agentId: string, offered: readonly VisitorLanguage[] | undefined) {
  const languages = offered?.length ? offered : VISITOR_LANGUAGES;
  const [chosen, setChosen] = useState<VisitorLanguage | null>(() => {
    const stored = readStored(choiceKey(agentId));
    return isVisitorLanguage(stored) ? stored : null;
  });
  const [followed, setFollowed] = useState<VisitorLanguage | null>(null);
  const browser = preferredVisitorLanguage(navigator.languages?.length ? navigator.languages : [navigator.language], languages);
  const language =
    [chosen, followed].find((l): l is VisitorLanguage => l !== null && languages.includes(l)) ??
    browser ??
    fallbackVisitorLanguage(languages);

  useEffect(() => {
    // Screen readers pronounce the page in its language.
    document.documentElement.lang = language;
  }, [language]);

  const choose = useCallback(
    (next: VisitorLanguage) => {
      setChosen(next);
      writeStored(choiceKey(agentId), next);
    },
    [agentId],
  );
  const follow = useCallback((next: VisitorLanguage | null | undefined) => setFollowed(next ?? null), []);
  const copy = useMemo(() => visitorCopy(language), [language]);
  return { language, languages, copy, chosen: chosen && languages.includes(chosen) ? chosen : null, choose, follow };
}
