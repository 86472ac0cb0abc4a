import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/notify';
import { RotateCcw } from 'lucide-react';
import type { ChatEvent, ChatMessage, ChatSource } from '@app/shared/api/chat';
import type { AppearanceView } from '@app/shared/api/agents';
import { Button } from '../../../components/ui/button';
import { chatText } from '@app/shared/i18n/chat';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { newClientMessageId, type ChatSend } from '../api/read-chat-stream';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { loadMarkdownRenderer } from '../../../components/ui/markdown-answer';
import { prefetchWhenIdle } from '../../../lib/when-idle';
import { usePlanChoicePath } from '../../../lib/plan-choice';
import { SourceViewer } from './source-viewer';
import { useVisitorCopy } from '../visitor-copy';
import { ChatActionsPanel } from './chat-actions-panel';
import type { ChatActionsClient } from '../api/chat-actions';
import type { ActionForm } from '@app/shared/api/actions';

export interface ChatTransport {
  agentId: string;
  /** Sends a message and streams the answer (NDJSON events). */
  send: (request: ChatSend) => Promise<void>;
  /** Extra form fields (the public chat's visitor id). */
  fields?: Record<string, string>;
  /**
   * Whose conversations a visitor's cited passages are checked against (the public chat's rule, ADR 0092): the
   * `visitorId` field unless the widget's signed customer has their own (ADR 0082). Absent for members.
   */
  sourceVisitorId?: string;
  rate: (messageId: string, rating: 1 | -1 | null) => Promise<unknown>;
  /**
   * Signed-in members may use memory commands: the composer says how, a saved one is toasted; a conflict reaches the
   * page through `onTurnEvent` (its dialog belongs to the memories feature).
   */
  memory: boolean;
  /** The account's own members are shown the way to /pricing when the plan refuses a message (D4); visitors are not. */
  upgradeLink?: boolean;
  /** Where the chat's action forms are listed and sent (issue 46). */
  actions?: ChatActionsClient;
}

interface ChatViewProps {
  transport: ChatTransport;
  initialMessages: ChatMessage[];
  conversationId: string | null;
  onConversationChange?: (conversationId: string) => void;
  /**
   * The agent's 'Aspetto' (issue 34), alike on the public link, the widget and the test chat: welcome message and
   * suggested questions before the first message, the accent on the user's bubbles and the send button.
   */
  appearance?: AppearanceView;
  /** Fill the parent's height (the widget's frame) instead of the page's. */
  fill?: boolean;
  /** Messages that arrived outside a turn (a member's reply, issue 30): added once each, in order. */
  incoming?: ChatMessage[];
  /** A person handles the conversation: the visitor's last message waits for them, not for a retry. */
  awaitingPerson?: boolean;
  /** Every event of a turn, for the page around the view (hand-off offer, a person answering instead, a memory conflict). */
  onTurnEvent?: (event: ChatEvent) => void;
  /** Shown between the messages and the composer (the hand-off action and form). */
  beforeComposer?: React.ReactNode;
}

interface Failure {
  message: string;
  retryOfMessageId: string | null;
  upgrade?: boolean;
}

/** Refusals a better plan solves: trial or subscription ended, monthly messages used up, attachments on Base. */
const PLAN_CODES = new Set(['PLAN_EXPIRED', 'MONTHLY_LIMIT', 'ATTACHMENT_PLAN']);

/**
 * The conversation: message list, the agent typing and streaming its answer, errors with retry, the composer.
 * Its props are the starting point only: the parent remounts it (`key`) to switch conversation.
 */
export function ChatView({
  transport,
  initialMessages,
  conversationId,
  onConversationChange,
  appearance,
  fill,
  incoming,
  awaitingPerson,
  onTurnEvent,
  beforeComposer,
}: ChatViewProps) {
  // The visitor's language on the public link and the widget (issue 48); Italian in the members' test chat.
  const visitor = useVisitorCopy();
  const t = visitor.copy.list;
  const planPath = usePlanChoicePath();
  const welcome = appearance?.welcomeMessage;
  const suggestions = appearance?.suggestedQuestions;
  const accent = appearance ? { background: appearance.color, text: appearance.textColor } : undefined;
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A question left without answer (the model failed, then the page was reloaded) can still be retried.
  const [failure, setFailure] = useState<Failure | null>(() => {
    const last = initialMessages.at(-1);
    return last?.sender === 'user' && !awaitingPerson ? { message: t.unanswered, retryOfMessageId: last.id } : null;
  });
  const [openSource, setOpenSource] = useState<ChatSource | null>(null);
  const [offeredActions, setOfferedActions] = useState<ActionForm[]>([]);
  const conversation = useRef(conversationId);
  const bottom = useRef<HTMLDivElement>(null);

  // The first answer is shown formatted, not as plain text while its renderer arrives.
  useEffect(() => prefetchWhenIdle(loadMarkdownRenderer), []);

  useEffect(() => {
    if (!incoming?.length) return;
    setMessages((list) => {
      const known = new Set(list.map((m) => m.id));
      const fresh = incoming.filter((m) => !known.has(m.id));
      return fresh.length ? [...list, ...fresh] : list;
    });
  }, [incoming]);

  useEffect(() => {
    // Scroll the list itself, not the page: scrollIntoView would also move the window.
    const list = bottom.current?.parentElement;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, streaming, failure]);

  async function run(form: FormData, optimistic: ChatMessage | null): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    if (optimistic) setMessages((list) => [...list, optimistic]);
    let answer = '';
    try {
      await transport.send({
        form,
        onEvent: (event: ChatEvent) => {
          onTurnEvent?.(event);
          if (event.type === 'handoff') {
            setStreaming(null);
          } else if (event.type === 'start') {
            // Sent again after a cut-off stream (ADR 0162): the answer starts over.
            answer = '';
            if (conversation.current !== event.conversationId) {
              conversation.current = event.conversationId;
              onConversationChange?.(event.conversationId);
            }
            setMessages((list) => (optimistic ? list.map((m) => (m.id === optimistic.id ? event.userMessage : m)) : list));
            setStreaming('');
          } else if (event.type === 'delta') {
            answer += event.text;
            setStreaming(answer);
          } else if (event.type === 'done') {
            setStreaming(null);
            setMessages((list) => [...list, event.message]);
            setOfferedActions(event.actions ?? []);
            if (event.memory?.status === 'saved') toast.success(chatText.memory.saved);
            if (event.memory?.status === 'pending') toast.success(chatText.memory.pending);
          } else if (event.type === 'error') {
            setStreaming(null);
            setFailure({ message: event.message, retryOfMessageId: event.retryOfMessageId });
          }
        },
      });
      return true;
    } catch (err) {
      // Refused before anything was stored: take the message back out, the composer keeps its text.
      setStreaming(null);
      if (optimistic) setMessages((list) => list.filter((m) => m.id !== optimistic.id));
      const upgrade = Boolean(transport.upgradeLink) && err instanceof ApiRequestError && PLAN_CODES.has(err.code);
      // Shown once, in the conversation where it happened (not also as a toast).
      // The shared limiter answers 'too many messages' in Italian (it runs before the body is read): a visitor of another
      // language reads it in theirs.
      const tooMany = visitor.language !== 'it' && err instanceof ApiRequestError && err.status === 429;
      setFailure({ message: tooMany ? visitor.copy.refusals.rateLimited : errorMessage(err), retryOfMessageId: null, upgrade });
      return false;
    } finally {
      setBusy(false);
    }
  }

  function baseForm(): FormData {
    const form = new FormData();
    for (const [k, v] of Object.entries(transport.fields ?? {})) form.append(k, v);
    if (conversation.current) form.append('conversationId', conversation.current);
    return form;
  }

  async function send(text: string, file: File | null): Promise<boolean> {
    const form = baseForm();
    form.append('text', text);
    // The same id on every try of this message: the server stores it once however often it is sent (ADR 0162).
    form.append('clientMessageId', newClientMessageId());
    if (file) form.append('file', file);
    const optimistic: ChatMessage = {
      id: `local-${Date.now()}`,
      conversationId: conversation.current ?? '',
      sender: 'user',
      text,
      attachmentName: file?.name ?? null,
      sources: [],
      rating: null,
      createdAt: new Date().toISOString(),
    };
    return run(form, optimistic);
  }

  async function retry(messageId: string) {
    const form = baseForm();
    form.append('retryOfMessageId', messageId);
    await run(form, null);
  }

  async function rate(message: ChatMessage, rating: 1 | -1 | null) {
    const previous = message.rating;
    setMessages((list) => list.map((m) => (m.id === message.id ? { ...m, rating } : m)));
    try {
      await transport.rate(message.id, rating);
      if (rating !== null) toast.success(t.rated);
    } catch (err) {
      setMessages((list) => list.map((m) => (m.id === message.id ? { ...m, rating: previous } : m)));
      toast.error(errorMessage(err));
    }
  }

  return (
    // Fills the height its page (or the widget's frame) gives it: only the message list scrolls, the composer stays in view.
    <div
      className={
        fill
          ? 'flex h-full min-h-0 flex-col overflow-hidden bg-slate-50'
          : 'flex min-h-64 flex-1 flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-50'
      }
    >
      <div className="min-h-0 flex-1 overflow-y-auto p-4" aria-live="polite" aria-busy={busy}>
        {messages.length === 0 && streaming === null ? <p className="p-6 text-center text-slate-600">{welcome || t.empty}</p> : null}
        {messages.length === 0 && streaming === null && suggestions?.length ? (
          <ul aria-label={t.suggestions} className="mb-4 flex flex-wrap justify-center gap-2">
            {suggestions.map((question) => (
              <li key={question}>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void send(question, null)}
                  style={accent ? { borderColor: accent.background } : undefined}
                >
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <ol aria-label={t.label} className="space-y-4">
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              onRate={m.sender === 'agent' ? (r) => void rate(m, r) : undefined}
              onOpenSource={setOpenSource}
              accent={accent}
            />
          ))}
          {streaming !== null ? (
            <MessageBubble
              message={{
                id: 'streaming',
                conversationId: '',
                sender: 'agent',
                text: streaming || '…',
                attachmentName: null,
                sources: [],
                rating: null,
                createdAt: new Date().toISOString(),
              }}
            />
          ) : null}
        </ol>
        {busy ? (
          <p role="status" className="mt-3 text-sm text-slate-600" data-testid="agent-typing">
            {t.typing}
          </p>
        ) : null}
        {failure ? (
          <div
            role="alert"
            className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <span>{failure.message}</span>
            {failure.upgrade ? (
              <Link to={planPath} className="font-medium underline">
                {chatText.list.choosePlan}
              </Link>
            ) : null}
            {failure.retryOfMessageId ? (
              <Button size="sm" variant="outline" onClick={() => void retry(failure.retryOfMessageId!)} disabled={busy}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                {t.retry}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div ref={bottom} />
      </div>
      {transport.actions ? (
        <ChatActionsPanel client={transport.actions} offered={offeredActions} conversationId={() => conversation.current} />
      ) : null}
      {beforeComposer}
      <Composer disabled={busy} onSend={send} showMemoryHint={transport.memory} accent={accent} />
      <SourceViewer
        agentId={transport.agentId}
        visitorId={transport.sourceVisitorId ?? transport.fields?.visitorId}
        source={openSource}
        onClose={() => setOpenSource(null)}
      />
    </div>
  );
}
