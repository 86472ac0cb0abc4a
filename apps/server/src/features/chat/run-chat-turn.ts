import { and, eq } from 'drizzle-orm';
import { CHAT_MESSAGES, MEMORY_SOURCE_LABEL } from '@app/shared/i18n/chat';
import { type ChatEvent, type ChatSource, type SendMessageInput } from '@app/shared/api/chat';
import { parseMemoryTrigger } from '@app/shared/memory-trigger';
import type { AppContext } from '../../app-context.js';
import { messages, type AnswerBasis } from '../../db/schema/chat.js';
import { resolveModelSettings } from '../api-keys/resolve-model-settings.js';
import { ProviderError, streamCompletion } from '../../llm/stream-completion.js';
import { noteProviderAnswered, noteProviderFailure } from '../api-keys/provider-failures.js';
import { composeOfflineAnswer, FALLBACK_HEADER, OFFLINE_HEADER, tokenize, type AnswerSource } from '../../llm/offline-responder.js';
import { applyMemoryCommand } from '../memories/apply-memory-command.js';
import { requireActivePlan } from '../account/plan-state.js';
import { planAllowsChatAttachments, type Plan } from '@app/shared/plans';
import type { ChatAgent } from './chat-agent.js';
import type { ChatParticipant } from './chat-types.js';
import type { TurnPolicy } from './turn-policy.js';
import { toChatMessage } from '../chat-messages/chat-message.js';
import type { Attachment } from './read-attachment.js';
import { reserveTurn } from './reserve-turn.js';
import { completeReply } from './complete-reply.js';
import { AttachmentsNotInPlan } from './turn-refusals.js';
import { deleteRepliesAndRefund } from '../account/month-replies.js';
import { embeddingSettings } from '../knowledge/search/embeddings.js';
import { gatherContext, type ChatContext } from './gather-context.js';
import { sourceLabel } from '@app/shared/api/knowledge';
import { buildPrompt } from './build-prompt.js';
import { qaPairReply } from './qa-pair-reply.js';
import { namedForVisitors, withPageAddresses } from './visitor-source-names.js';
import type { AnswerOutcome } from '@app/shared/answer-outcome';
import { businessCardFacts, directReply, knowledgeAnswers, notAnsweredText, smallTalkReply } from './decide-outcome.js';
import { detectIntent } from './detect-intent.js';
import { businessCardPrompt } from './business-card-reply.js';
import { markerFilter } from './model-answer-signal.js';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import { conversationLanguage } from '../agents/visitor-language.js';
import { logTurnToolCall, turnTools } from './turn-tools.js';
import { offlineActionOffer } from './offline-action-offer.js';
import type { ActionForm } from '@app/shared/api/actions';

export interface ChatTurnArgs {
  accountId: string;
  agent: ChatAgent;
  who: ChatParticipant;
  input: SendMessageInput;
  attachment: Attachment | null;
  /** The channel's row of the turn policy (memory commands, who reads the answer). */
  policy: TurnPolicy;
  /** When the request arrived (performance.now()), for the turn's timings in the debug log. */
  receivedAt?: number;
  /** Throws to refuse a plan the channel does not allow (checked under the account's lock: nothing is stored). */
  requirePlan?: (plan: Plan) => void;
  /** The client message id was never sent before: not looked for (VisitorTurn.newClientMessage). */
  newClientMessage?: boolean;
  /** A visitor's language (issue 48): the selector's choice, and the first message's language for a new conversation. */
  language?: { chosen: VisitorLanguage | null; firstLanguage: () => VisitorLanguage };
}

/**
 * One question and its answer. Everything that can refuse the turn (plan, monthly limit, attachment rights,
 * conversation ownership) runs before this returns, so refusals are plain HTTP errors; the returned
 * generator then streams the answer as ChatEvents and never throws.
 */
export async function startChatTurn(ctx: AppContext, args: ChatTurnArgs): Promise<(signal: AbortSignal) => AsyncGenerator<ChatEvent>> {
  const { accountId, agent, who } = args;
  if (args.attachment) {
    const plan = await requireActivePlan(ctx.db, accountId);
    // spec §3: the Base plan has text-only chat; file upload comes with Pro and Avanzato.
    if (!planAllowsChatAttachments(plan)) throw new AttachmentsNotInPlan();
  }
  const started = Date.now();
  const timings = turnTimings(args.receivedAt);
  const turn = await reserveTurn(ctx.db, {
    accountId,
    agentId: agent.id,
    who,
    conversationId: args.input.conversationId,
    text: args.input.text,
    attachment: args.attachment,
    retryOfMessageId: args.input.retryOfMessageId,
    clientMessageId: args.input.clientMessageId,
    instanceId: ctx.instanceId,
    requirePlan: args.requirePlan,
    newClientMessage: args.newClientMessage,
    language: args.language,
  });
  // What the visitor reads follows their language (issue 48); members, and conversations without one, read Italian.
  const language: VisitorLanguage = args.language ? conversationLanguage(agent, turn.language) : 'it';
  const copy = visitorCopy(language);
  const startEvent = { type: 'start' as const, conversationId: turn.conversationId, ...(args.language ? { language } : {}) };
  // Sent again after its stream was cut off, and answered meanwhile: the stored answer is given again (ADR 0162).
  const answered = turn.answered;
  if (answered) {
    return async function* replay() {
      yield { ...startEvent, userMessage: toChatMessage(turn.userMessage) };
      yield { type: 'done', message: toChatMessage(answered) };
    };
  }
  timings.mark('reserved');
  const question = turn.userMessage.text;
  const attachment = turn.userMessage.attachmentName
    ? { name: turn.userMessage.attachmentName, text: turn.userMessage.attachmentText ?? '' }
    : null;
  const { policy } = args;
  const trigger = policy.memoryCommands && agent.enableExplicitMemory && who.userId ? parseMemoryTrigger(question) : null;
  // Members always see where an answer comes from; a public visitor only when the agent allows it.
  const visitor = policy.participant === 'visitor';
  const citeSources = !visitor || agent.showSources;
  // A visitor reads each document under its title, or 'Documento 1', 'Documento 2'… when the agent hides file names.
  // Only members in the test chat read why an answer is automatic (no model, or a failing one); visitors, and the
  // business's own pages through /api/v1, read an honest label without the configuration (issue 44).
  const memberHeaders = policy.participant === 'member';
  const headerOf = (kind: 'offline' | 'fallback') =>
    !memberHeaders ? `**${copy.answers.automaticLabel}**` : kind === 'offline' ? OFFLINE_HEADER : FALLBACK_HEADER;
  // Quoted from Italian sources to a visitor of another language: a short note says so, in their language.
  const italianNote = copy.answers.italianOnly ? `\n\n${copy.answers.italianOnly}` : '';

  // A failed answer is not counted (D4) and the question stays, ready to be retried.
  const releaseReply = () =>
    deleteRepliesAndRefund(ctx.db, and(eq(messages.id, turn.replyId), eq(messages.accountId, accountId))!).then(
      () => undefined,
      () => undefined,
    );

  return async function* events(signal) {
    let completed = false;
    try {
      yield { ...startEvent, userMessage: toChatMessage(turn.userMessage) };
      const model = await resolveModelSettings(ctx.db, ctx.config, { apiKeyId: agent.apiKeyId, rowCache: ctx.rowCache });
      timings.mark('model');
      let text = '';
      let firstTokenMs: number | null = null;
      let answerBasis: AnswerBasis | null = null;
      const firstWords = () => {
        firstTokenMs ??= Date.now() - started;
        timings.mark('firstToken');
      };
      let sources: ChatSource[] = [];
      let outcome: 'answered' | 'fallback' = 'answered';
      // How the answer ended (issue 45): stored with it, read by the review page, analytics and the API.
      let answerOutcome: AnswerOutcome | null = null;
      let usage: { promptTokens: number | null; completionTokens: number | null } = { promptTokens: null, completionTokens: null };
      let memory: Extract<ChatEvent, { type: 'done' }>['memory'];
      let direct: Awaited<ReturnType<typeof directReply>> = null;
      // Without a model, the custom actions the question asks for, offered as forms (issue 46).
      let offeredActions: ActionForm[] = [];
      const intent = trigger || attachment ? null : detectIntent(question);

      if (trigger) {
        const result = await applyMemoryCommand(ctx, { accountId, userId: who.userId!, agent, trigger, model });
        memory = { status: result.status, type: trigger.type, conflict: result.conflict };
        text = result.reply;
        firstWords();
        for (const piece of tokenize(text)) yield { type: 'delta', text: piece };
      } else if (
        (direct = await directReply(ctx, {
          agent,
          intent,
          handoff: policy.handoff,
          citeSources,
          offline: model.kind === 'offline',
          answers: copy.answers,
        }))
      ) {
        // A greeting, a request for a person or a detail of the business card: answered without a search (issue 45).
        answerOutcome = direct.outcome;
        text = direct.text;
        sources = direct.sources;
        firstWords();
        for (const piece of tokenize(text)) yield { type: 'delta', text: piece };
      } else {
        // What the answer needs besides the documents is read while they are searched, not after (issue 49): offline,
        // the actions the question may ask for; with a model, the business card and the tools it is offered, so the
        // model is asked as soon as the passages are known. Nothing of it is shown before the answer is decided.
        const offer = model.kind === 'offline' ? settled(offlineActionOffer(ctx, { agent, question })) : null;
        const modelInputs =
          model.kind === 'provider'
            ? settled(
                Promise.all([
                  businessCardFacts(ctx, agent),
                  turnTools(ctx, { agent, who, conversationId: turn.conversationId, language, signal }),
                ]),
              )
            : null;
        const gathered = await gatherContext(ctx, {
          accountId,
          agent,
          who,
          conversationId: turn.conversationId,
          question,
          beforeMessageId: turn.userMessage.id,
          newConversation: turn.isNewConversation,
          recent: turn.recent,
          embedding: await embeddingSettings(ctx),
          rerank: model.kind === 'provider' && ctx.config.RERANK_WITH_MODEL ? model : null,
        });
        const context = visitor ? namedForVisitors(gathered, { hideFileNames: agent.hideSourceFileNames }) : gathered;
        timings.mark('context');
        // Nothing found answers the question (issue 45): said so, never an unrelated passage, and kept as a knowledge gap.
        // No label above it: nothing in it comes from the documents, with or without a model.
        const notAnswered = (kind?: 'offline' | 'fallback') => {
          answerOutcome = 'not_answered';
          text = notAnsweredText(policy.handoff, copy.answers);
          sources = [];
          answerBasis = { documents: [], memory: false, ...(kind ? { automatic: kind } : {}) };
          firstWords();
          return tokenize(text);
        };
        // The offline answer: from the documents alone, marked as such (its text opens with the header), when they
        // answer the question at all. The label streams once that is known: a 'not answered' reply carries none.
        const offline = async (kind: 'offline' | 'fallback') => {
          const header = headerOf(kind);
          const answer = composeOfflineAnswer({
            question,
            passages: context.passages,
            memories: context.memories,
            attachment,
            citeSources,
          });
          if (!answer.used.length) return notAnswered(kind);
          // Judged on what it quotes, as found (file names included: a visitor's 'Documento 1' says nothing).
          const answers = await knowledgeAnswers(ctx, {
            agent,
            question,
            context: gathered,
            quoted: answer.used,
            attachment: Boolean(attachment),
            messageId: turn.replyId,
          });
          if (!answers) return notAnswered(kind);
          answerOutcome = 'knowledge';
          text = header + answer.text.slice(OFFLINE_HEADER.length) + italianNote;
          sources = answer.cited.flatMap(toChatSource);
          answerBasis = {
            documents: unique(answer.used.flatMap((source) => (source.kind === 'document' ? [source.documentId] : []))),
            memory: answer.used.some((source) => source.kind === 'memory'),
            automatic: kind,
          };
          firstWords();
          return [...tokenize(header), ...tokenize(text.slice(header.length))];
        };
        if (context.qaAnswer && !attachment) {
          // A question-and-answer pair asked closely enough: its answer as written, with or without a model (ADR 0175).
          // No offline label above it: the business wrote it, it is no model's fallback.
          const pair = qaPairReply(context.qaAnswer, { offline: model.kind === 'offline', citeSources, language, answers: copy.answers });
          firstWords();
          text = pair.text;
          for (const piece of tokenize(pair.text)) yield { type: 'delta', text: piece };
          sources = pair.sources;
          answerBasis = {
            documents: [context.qaAnswer.documentId],
            memory: false,
            ...(model.kind === 'offline' ? { automatic: 'offline' as const } : {}),
          };
          answerOutcome = 'qa_pair';
        } else if (offer && (offeredActions = await offer).length) {
          answerOutcome = 'action';
          text = headerOf('offline') + copy.actions.offer;
          for (const piece of tokenize(copy.actions.offer)) yield { type: 'delta', text: piece };
          answerBasis = { documents: [], memory: false, automatic: 'offline' };
        } else if (model.kind === 'offline') {
          for (const piece of await offline('offline')) yield { type: 'delta', text: piece };
        } else {
          const [card, tools] = await modelInputs!;
          const prompt = buildPrompt({
            agent,
            context,
            question,
            attachment,
            citeSources,
            businessCard: businessCardPrompt(card),
            language: args.language ? language : null,
          });
          // The model's 'not in my sources' marker is held back, never shown (model-answer-signal.ts).
          const marked = markerFilter();
          const keyRef = model.keyRef ?? 'env';
          let fellBack = false;
          // The agent's actions and booking steps (`tools`), offered to the model; each call is stored and its citation kept.
          const cited: ChatSource[] = [];
          try {
            for await (const part of streamCompletion(model, prompt, { signal, tools: tools ?? undefined })) {
              if (part.type === 'delta') {
                if (!text) firstWords();
                text += part.text;
                const shown = marked.push(part.text);
                if (shown) yield { type: 'delta', text: shown };
              } else if (part.type === 'tool') {
                await logTurnToolCall(ctx, tools!, part);
                const citation = part.citation;
                if (citation && !cited.some((c) => c.file === citation.title))
                  cited.push({ kind: citation.kind, documentId: '', file: citation.title, page: null });
              } else {
                usage = { promptTokens: part.promptTokens, completionTokens: part.completionTokens };
              }
            }
          } catch (error) {
            // Issue 33: a provider that fails before a word (unreachable, an HTTP error) leaves no one without an
            // answer: the offline one, marked as such, and the owner is told once. A model that declined, or broke
            // off mid-answer, stays an error the person can retry.
            if (signal.aborted || text || (error instanceof ProviderError && error.declined)) throw error;
            ctx.log.warn({ err: error, agentId: agent.id }, 'provider failed: offline answer instead');
            await noteProviderFailure(ctx, { accountId, keyRef, error });
            fellBack = true;
            outcome = 'fallback';
            for (const piece of await offline('fallback')) yield { type: 'delta', text: piece };
          }
          const smallTalk = smallTalkReply(intent, copy.answers);
          if (!fellBack && marked.notAnswered && smallTalk) {
            // A greeting the model took for a question: the polite reply, not a knowledge gap.
            answerOutcome = 'small_talk';
            text = smallTalk;
            for (const piece of tokenize(text)) yield { type: 'delta', text: piece };
            await noteProviderAnswered(ctx, { accountId, keyRef });
          } else if (!fellBack && marked.notAnswered) {
            // The model said its sources do not answer: the same reply as offline, and a knowledge gap.
            for (const piece of notAnswered()) yield { type: 'delta', text: piece };
            await noteProviderAnswered(ctx, { accountId, keyRef });
          } else if (!fellBack) {
            answerOutcome = cited.some((c) => c.kind === 'action') ? 'action' : smallTalk ? 'small_talk' : 'knowledge';
            sources = citeSources ? [...cited, ...sourcesOf(context.passages)] : [];
            answerBasis = {
              documents: unique(context.passages.flatMap((p) => (p.documentId ? [p.documentId] : []))),
              memory: context.memories.length > 0,
            };
            await noteProviderAnswered(ctx, { accountId, keyRef });
          }
        }
        if (visitor) sources = withPageAddresses(sources, context);
      }

      const reply = await completeReply(ctx.db, {
        replyId: turn.replyId,
        accountId,
        text,
        sources,
        latencyMs: Date.now() - started,
        firstTokenMs,
        answerBasis,
        outcome: answerOutcome,
        ...usage,
      });
      completed = true;
      // The client sent the message again meanwhile and another stream took the reply over (ADR 0162): this one
      // stores nothing, and nobody reads it any more.
      if (!reply) return;
      ctx.metrics.chatTurn(who.channel, outcome, firstTokenMs ?? null);
      timings.mark('stored');
      ctx.log.debug({ chatTurn: timings.read() }, 'chat turn timings');
      yield {
        type: 'done',
        message: toChatMessage(reply!),
        ...(memory ? { memory } : {}),
        ...(offeredActions.length ? { actions: offeredActions } : {}),
      };
    } catch (error) {
      if (!signal.aborted) {
        ctx.log.warn({ err: error, agentId: agent.id }, 'chat answer failed');
        ctx.metrics.chatTurn(who.channel, 'failed', null);
      }
      await releaseReply();
      const message = args.language ? copy.refusals.providerError : CHAT_MESSAGES.providerError;
      yield { type: 'error', code: 'PROVIDER_ERROR', message, retryOfMessageId: turn.userMessage.id };
    } finally {
      // Also reached when the browser goes away mid-answer (the stream is closed, not thrown into).
      if (!completed) await releaseReply();
    }
  };
}

/**
 * Milliseconds from the request's arrival to each step of a turn, for the debug log: where the time to first token
 * goes under load (bench/chat-public.mjs reads them).
 */
function turnTimings(receivedAt = performance.now()) {
  const marks: Record<string, number> = { handler: 0 };
  const handlerStart = performance.now();
  marks.handler = Math.round((handlerStart - receivedAt) * 10) / 10;
  return {
    mark(step: string) {
      if (!(step in marks)) marks[step] = Math.round((performance.now() - receivedAt) * 10) / 10;
    },
    read: () => marks,
  };
}

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * A read started ahead of the step that awaits it: if the turn fails before that step (the search throws), its own
 * failure is not an unhandled rejection; awaited, it still rejects.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** One source per place of a document (page, paragraph, time range), in the order the answer used them; attachments are not documents. */
function sourcesOf(passages: ChatContext['passages']): ChatSource[] {
  const seen = new Set<string>();
  const out: ChatSource[] = [];
  for (const p of passages) {
    if (!p.documentId) continue;
    const key = `${p.documentId}:${sourceLabel(p)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(documentSource(p));
  }
  return out;
}

function documentSource(p: Omit<ChatContext['passages'][number], 'text' | 'chunkId'> & { chunkId?: string }): ChatSource {
  return {
    kind: 'document',
    documentId: p.documentId,
    file: p.file,
    page: p.page,
    ...(p.chunkId ? { chunkId: p.chunkId } : {}),
    paragraph: p.paragraph,
    startMs: p.startMs,
    endMs: p.endMs,
  };
}

/** The offline answer's citations as the message's sources (an attachment is shown with the message already). */
function toChatSource(source: AnswerSource): ChatSource[] {
  if (source.kind === 'memory') return [{ kind: 'memory', documentId: '', file: MEMORY_SOURCE_LABEL, page: null }];
  if (source.kind === 'attachment') return [];
  return [
    documentSource({
      ...source,
      paragraph: source.paragraph ?? null,
      startMs: source.startMs ?? null,
      endMs: source.endMs ?? null,
    }),
  ];
}
