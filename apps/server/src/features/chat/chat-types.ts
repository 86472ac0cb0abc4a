import { MESSAGING_CHANNELS, VISITOR_CHANNELS, type Channel } from '@app/shared/api/analytics';
import type { ConversationParticipant } from '../agents/visitor-access.js';

export type ChatChannel = Channel;

const BROWSER_CHANNELS: readonly string[] = VISITOR_CHANNELS;
/**
 * A visitor of the public chat or of the widget (ADR 0048), known by their browser's id, or of a messaging app (issue
 * 31), known by their id there: not a member; the agent's rules for visitors (sources, file names) apply.
 */
export const isVisitorChannel = (channel: ChatChannel) =>
  BROWSER_CHANNELS.includes(channel) || (MESSAGING_CHANNELS as readonly string[]).includes(channel);

/** Who is talking: a signed-in member (test chat, API) or an anonymous browser (public chat); the access rule is features/agents'. */
export type ChatParticipant = ConversationParticipant;
