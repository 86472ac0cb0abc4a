import type { AnswerOutcome } from '@app/shared/answer-outcome';
import type { ChatSource } from '@app/shared/api/chat';
import type { VisitorCopy } from '@app/shared/i18n/visitor/index';
import type { AppContext } from '../../app-context.js';
import { answerEvidence } from '../knowledge/search/answer-evidence.js';
import { handoffSettingsOf } from '../handoff/handoff-settings.js';
import { BUSINESS_CARD_SOURCE, businessCardAnswer, type BusinessCardFacts } from './business-card-reply.js';
import type { ChatAgent } from './chat-agent.js';
import type { TurnPolicy } from './turn-policy.js';
import type { Intent } from './detect-intent.js';
import type { ChatContext } from './gather-context.js';
import type { AnswerSource } from '../../llm/offline-responder.js';

/**
 * The decision stage of a turn (issue 45, ADR 0229): what a message asks before any search (intent), and, offline,
 * whether what was found answers it at all. run-chat-turn.ts calls it; the answer itself is composed there.
 */

/** A reply made without a search: a greeting, a request for a person, the business card. */
export interface DirectReply {
  outcome: AnswerOutcome;
  text: string;
  sources: ChatSource[];
}

/** The public chat and the widget offer 'Parla con una persona' (issue 30); other channels have no such button (turn-policy.ts). */
const offersHandoffButton = (handoff: TurnPolicy['handoff']) => handoff === 'offer';

/** The copy of the replies a turn writes itself, in the reader's language (issue 48). */
type Answers = VisitorCopy['answers'];

/** A greeting, thanks or goodbye: the polite reply the agent gives offline (a model answers them in its own words). */
export const smallTalkReply = (intent: Intent | null, T: Answers): string | null =>
  intent === 'greeting' ? T.greeting : intent === 'thanks' ? T.thanks : intent === 'goodbye' ? T.goodbye : null;

/**
 * The reply to a message that needs no search, or null: the knowledge (or the model) answers it. Small talk is answered
 * here offline only: a model greets in the agent's own voice.
 */
export async function directReply(
  ctx: Pick<AppContext, 'db' | 'rowCache'>,
  args: {
    agent: ChatAgent;
    intent: Intent | null;
    handoff: TurnPolicy['handoff'];
    citeSources: boolean;
    offline: boolean;
    answers: Answers;
  },
): Promise<DirectReply | null> {
  const { intent, answers: T } = args;
  if (!intent) return null;
  if (intent === 'person') {
    // Only a visitor of the public chat or widget has a person to be offered; a member's test chat searches as before.
    return offersHandoffButton(args.handoff) ? { outcome: 'person_request', text: T.personRequest, sources: [] } : null;
  }
  const smallTalk = smallTalkReply(intent, T);
  if (smallTalk) return args.offline ? { outcome: 'small_talk', text: smallTalk, sources: [] } : null;
  // The hand-off settings are read only for a question about the hours: 'dove siete?' needs none.
  const answer = businessCardAnswer(intent, await businessCardFacts(ctx, args.agent, { hours: intent === 'hours' }), T);
  if (!answer) return null;
  return {
    outcome: 'business_card',
    text: args.citeSources ? `${answer}\n\n${T.source(T.businessCardSource)}` : answer,
    sources: args.citeSources ? [BUSINESS_CARD_SOURCE] : [],
  };
}

export async function businessCardFacts(
  ctx: Pick<AppContext, 'db' | 'rowCache'>,
  agent: ChatAgent,
  { hours = true }: { hours?: boolean } = {},
): Promise<BusinessCardFacts> {
  const card = agent.businessCard ?? { address: '', phone: '', email: '' };
  const openingHours = hours
    ? (await ctx.rowCache.read('handoff_settings', agent.id, () => handoffSettingsOf(ctx.db, agent.accountId, agent.id))).openingHours
    : null;
  return { ...card, openingHours };
}

/** What the agent says when nothing it knows answers: with the offer of a person where there is one. */
export const notAnsweredText = (handoff: TurnPolicy['handoff'], T: Answers) =>
  offersHandoffButton(handoff) ? T.notAnsweredWithPerson : T.notAnswered;

/**
 * Offline: whether the passages and team memories the offline answer quotes answer the question well enough to be
 * given (a passage found but not quoted vouches for nothing). An attachment is always read (the question is about it,
 * whatever its words). `context` is the context as found (a visitor's 'Documento 1' says nothing of the subject).
 */
export async function knowledgeAnswers(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  args: { agent: ChatAgent; question: string; context: ChatContext; quoted: AnswerSource[]; attachment: boolean; messageId: string },
): Promise<boolean> {
  if (args.attachment) return true;
  // ANSWER_EVIDENCE_MIN 0 never abstains: the benchmark's sweep reads every question's evidence from the debug log.
  if (ctx.config.ANSWER_EVIDENCE_MIN === 0 && !['debug', 'trace'].includes(ctx.log.level)) return true;
  const chunks = new Set(args.quoted.flatMap((s) => (s.kind === 'document' && s.chunkId ? [s.chunkId] : [])));
  const texts = [
    // The file name is part of what a passage is about ('Listino' answers 'quanto costa…' as much as its text).
    ...args.context.passages
      .filter((p) => chunks.has(p.chunkId))
      .map((p) => `${p.file.replace(/\.[A-Za-z0-9]+$/, '').replace(/[_-]+/g, ' ')}\n${p.text}`),
    ...(args.quoted.some((s) => s.kind === 'memory') ? args.context.memories.map((m) => `\n${m.content}`) : []),
  ];
  const evidence = await answerEvidence(
    ctx.db,
    { accountId: args.agent.accountId, agentId: args.agent.id },
    args.question,
    texts,
    args.context.searchedTerms,
  );
  ctx.log.debug({ answerEvidence: { messageId: args.messageId, ...evidence } }, 'answer evidence');
  // Threshold chosen with bench/abstain-eval.mjs on the tune half of rag-it-dev, reported on the held-out half (ADRs
  // 0229, 0231). The passage as a whole and its best two sentences weigh alike: either alone separated the halves less well.
  return (evidence.best + evidence.window) / 2 >= ctx.config.ANSWER_EVIDENCE_MIN;
}
