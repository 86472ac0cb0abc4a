import {
  acceptLanguageTags,
  fallbackVisitorLanguage,
  offeredVisitorLanguages,
  preferredVisitorLanguage,
  type VisitorLanguage,
} from '@app/shared/visitor-language';
import { identifyLanguage } from '../../language/identify-language.js';
import type { AgentRow } from './agent-view.js';

/*
 * The languages an agent offers its visitors and which one a visitor reads (issue 48): here, beside visitor-access.ts,
 * because every feature with a visitor route (chat, handoff, channels, integrations) may import agents.
 */

/** What the server knows of a visitor's language before their conversation has one (issue 48). */
export interface VisitorLanguageHint {
  /** Chosen in the chat's selector: always wins, among the languages the agent offers. */
  chosen?: VisitorLanguage;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string;
}

/** The languages an agent offers its visitors (the owner's choice, all five by default). */
export const agentVisitorLanguages = (agent: Pick<AgentRow, 'visitorLanguages'>) => offeredVisitorLanguages(agent.visitorLanguages);

/** The visitor's choice when the agent offers it; a language the owner left out is not taken (server-enforced). */
export function chosenLanguage(agent: Pick<AgentRow, 'visitorLanguages'>, chosen: VisitorLanguage | undefined): VisitorLanguage | null {
  return chosen && agentVisitorLanguages(agent).includes(chosen) ? chosen : null;
}

/** The language of the browser, among those the agent offers; else Italian (or the agent's first language). */
export function browserLanguage(agent: Pick<AgentRow, 'visitorLanguages'>, acceptLanguage: string | undefined): VisitorLanguage {
  const offered = agentVisitorLanguages(agent);
  return preferredVisitorLanguage(acceptLanguageTags(acceptLanguage), offered) ?? fallbackVisitorLanguage(offered);
}

/**
 * The language a new conversation starts in: the visitor's choice; else the language of their first message when the
 * identifier is sure of it and the agent offers it; else their browser's; else Italian (issue 48).
 */
export function firstMessageLanguage(agent: Pick<AgentRow, 'visitorLanguages'>, text: string, hint: VisitorLanguageHint): VisitorLanguage {
  const chosen = chosenLanguage(agent, hint.chosen);
  if (chosen) return chosen;
  const identified = identifyLanguage(text);
  if (identified?.reliable && agentVisitorLanguages(agent).includes(identified.language)) return identified.language;
  return browserLanguage(agent, hint.acceptLanguage);
}

/** The language a stored conversation is read in: its own, unless the agent no longer offers it. */
export function conversationLanguage(agent: Pick<AgentRow, 'visitorLanguages'>, stored: string | null | undefined): VisitorLanguage {
  const offered = agentVisitorLanguages(agent);
  return offered.find((language) => language === stored) ?? fallbackVisitorLanguage(offered);
}
