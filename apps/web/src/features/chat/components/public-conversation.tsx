import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CalendarDays, UserRound } from 'lucide-react';
import type { ChatEvent, ChatMessage } from '@app/shared/api/chat';
import type { AppearanceView } from '@app/shared/api/agents';
import type { HandoffStatus } from '@app/shared/api/handoff';
import { Button } from '../../../components/ui/button';
import { RowsSkeleton } from '../../../components/ui/skeleton';
import { visitorDateTime } from '@app/shared/i18n/visitor/index';
import type { VisitorLanguage } from '@app/shared/visitor-language';
import { useVisitorCopy } from '../visitor-copy';
import type { ChatSend } from '../api/read-chat-stream';
import { usePublicConversation } from '../api/get-public-conversation';
import { useRatePublicMessage } from '../api/rate-public-message';
import { useVisitorHandoff } from '../api/get-visitor-handoff';
import { useRequestHandoff } from '../api/request-handoff';
import { useBookingServices } from '../api/public-bookings';
import { useResumeConversation } from '../api/resume-conversation';
import { useLeaveContact } from '../api/leave-contact';
import { useVisitorStream } from '../use-visitor-stream';
import { adoptVisitorId, forgetResumeToken, readResumeToken, readStored, writeStored } from '../use-public-visitor';
import { ChatView } from './chat-view';
import { prefetchWhenIdle } from '../../../lib/when-idle';

// The contact form (and react-hook-form with it) is shown only when the visitor asks for a person, or when the agent
// wants a contact first: fetched at idle or then (ADR 0208).
const loadHandoffForm = () => import('./handoff-form');
const BookingForm = lazy(async () => ({ default: (await import('./booking-form')).BookingForm }));
const HandoffForm = lazy(async () => ({ default: (await loadHandoffForm()).HandoffForm }));

export interface PublicConversationProps {
  agentId: string;
  /** Where the visitor writes from: the public link or the widget's frame. */
  channel: 'public' | 'widget';
  /** Posts a message and streams the answer (the public chat's or the widget's endpoint). */
  send: (request: ChatSend) => Promise<void>;
  /** The form fields every message carries (visitor id, the widget's signed customer). */
  fields: Record<string, string>;
  /** The conversation's own secret: the visitor id its messages are stored under. */
  visitorId: string;
  /** Where this browser remembers the conversation. */
  storageKey: string;
  appearance?: AppearanceView;
  fill?: boolean;
  /**
   * The visitor's language (issue 48): `chosen` in the selector goes with every message and request; the language the
   * server keeps on the conversation is `follow`ed (a first message in English turns the chat English).
   */
  languageChoice: { language: VisitorLanguage; chosen: VisitorLanguage | null; follow: (language: VisitorLanguage | null) => void };
}

/** The contact this browser left before a chat, to fill the hand-off form (it stays on the visitor's device). */
const CONTACT_KEY = 'agenti.visitor-contact';

// Built when first shown (a closed inbox): a page's first Intl formatter costs tens of milliseconds (ADR 0362). In the
// visitor's language (issue 48), in the business's time zone.
const nextOpeningText = (language: VisitorLanguage, iso: string) => visitorDateTime(language, new Date(iso));

/**
 * The visitor's conversation, one component for the public link and the widget (issue 30): history, the agent's
 * answers, ratings and sources, and hand-off: 'Parla con una persona' always at hand and offered when the agent could
 * not answer, the contact form (also before the chat when the agent asks for it), the team's replies live, and the
 * e-mailed link that reopens the conversation.
 */
export function PublicConversation({
  agentId,
  channel,
  send,
  fields,
  visitorId: ownVisitorId,
  storageKey,
  appearance,
  fill,
  languageChoice,
}: PublicConversationProps) {
  const { copy } = useVisitorCopy();
  const t = copy.handoff;
  const { language, chosen, follow } = languageChoice;
  const [resumeToken] = useState(readResumeToken);
  const resume = useResumeConversation(agentId);
  const [resumed, setResumed] = useState<{ conversationId: string; visitorId: string } | null>(null);
  useEffect(() => {
    if (!resumeToken) return;
    forgetResumeToken();
    resume.mutate(resumeToken, {
      onSuccess: (r) => {
        adoptVisitorId(r.visitorId);
        setResumed(r);
      },
    });
    // Once, for the token the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumeToken]);
  const resuming = Boolean(resumeToken) && resume.isPending;

  const visitorId = resumed?.visitorId ?? ownVisitorId;
  const key = storageKey;
  const [storedConversation, setStoredConversation] = useState(() => readStored(storageKey));
  const conversationId = resumed?.conversationId ?? storedConversation;
  useEffect(() => {
    if (resumed) writeStored(key, resumed.conversationId);
  }, [resumed, key]);

  const ready = !resuming;
  const history = usePublicConversation(agentId, conversationId, visitorId, { enabled: ready });
  const known = history.isError ? null : conversationId;
  const keptLanguage = history.data?.language;
  useEffect(() => follow(keptLanguage ?? null), [keptLanguage, follow]);
  const handoff = useVisitorHandoff(agentId, visitorId, known, { enabled: ready && !history.isLoading });
  const request = useRequestHandoff(agentId);
  const leave = useLeaveContact(agentId);
  const [savedContact, setSavedContact] = useState(() => {
    try {
      return JSON.parse(readStored(CONTACT_KEY) ?? 'null') as { name: string; email: string; phone?: string } | null;
    } catch {
      return null;
    }
  });

  const [liveConversation, setLiveConversation] = useState<string | null>(known);
  const [status, setStatus] = useState<HandoffStatus | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [offered, setOffered] = useState(false);
  // The reply itself already said it has no answer, or offered a person (issue 45): the button alone is highlighted.
  const [offerSaid, setOfferSaid] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const bookingServices = useBookingServices(agentId);
  const [bookingOpen, setBookingOpen] = useState(false);
  const [incoming, setIncoming] = useState<ChatMessage[]>([]);
  const [contactGiven, setContactGiven] = useState(false);
  useEffect(() => setLiveConversation(known), [known]);
  // Once the conversation is drawn: fetched earlier, the form would compete with it.
  const drawn = !(resuming || history.isLoading || (handoff.isLoading && !handoff.isError));
  useEffect(() => (drawn ? prefetchWhenIdle(loadHandoffForm) : undefined), [drawn]);
  const currentStatus = status ?? handoff.data?.request?.status ?? null;

  const rate = useRatePublicMessage(agentId, visitorId);
  const onMessage = useCallback((message: ChatMessage) => setIncoming((list) => [...list, message]), []);
  useVisitorStream(
    agentId,
    liveConversation,
    visitorId,
    { onMessage, onStatus: setStatus },
    currentStatus !== null && currentStatus !== 'resolved',
  );

  const onTurnEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type === 'start' && event.language) follow(event.language);
      if (event.type === 'done' && event.offerHandoff) {
        setOffered(true);
        setOfferSaid(event.message.outcome === 'not_answered' || event.message.outcome === 'person_request');
      }
      if (event.type === 'handoff') setNotice(event.notice);
    },
    [follow],
  );

  const remember = (cid: string) => {
    setLiveConversation(cid);
    writeStored(key, cid);
  };

  async function leaveFirst(contact: { name: string; email: string; phone?: string; consent: true }) {
    const result = await leave.mutateAsync({ ...contact, visitorId, channel, language });
    const kept = { name: contact.name, email: contact.email, ...(contact.phone ? { phone: contact.phone } : {}) };
    writeStored(CONTACT_KEY, JSON.stringify(kept));
    setSavedContact(kept);
    remember(result.conversationId);
    setStoredConversation(result.conversationId);
    setContactGiven(true);
  }

  async function ask(contact: { name: string; email: string; phone?: string; consent: true }) {
    const result = await request.mutateAsync({
      ...contact,
      visitorId,
      channel,
      language,
      ...(liveConversation ? { conversationId: liveConversation } : {}),
    });
    if (!liveConversation) {
      remember(result.conversationId);
      setStoredConversation(result.conversationId);
    }
    setStatus(result.status);
    setNotice(result.notice);
    setFormOpen(false);
    setOffered(false);
    setContactGiven(true);
  }

  if (!drawn) return <RowsSkeleton />;

  const holding = currentStatus === 'new' || currentStatus === 'open';
  const askFirst = handoff.data?.askContactFirst && !known && !liveConversation && !contactGiven;
  if (askFirst) {
    return (
      <div className={fill ? 'h-full overflow-y-auto p-4' : ''}>
        <Suspense fallback={<RowsSkeleton />}>
          <HandoffForm intro={t.firstIntro} submitLabel={t.start} onSubmit={leaveFirst} />
        </Suspense>
      </div>
    );
  }

  const closedNote =
    handoff.data && !handoff.data.open && handoff.data.nextOpening
      ? t.closedNow(nextOpeningText(language, handoff.data.nextOpening))
      : null;
  const panel = (
    <div className="border-t border-slate-200 bg-white px-4 py-2 text-sm" data-testid="handoff-panel">
      {resumeToken && resume.isError ? (
        <p role="alert" className="mb-2 text-red-700">
          {t.resumeFailed}
        </p>
      ) : null}
      {holding || notice ? (
        <p role="status" className="text-slate-700">
          {notice ?? (currentStatus === 'open' ? t.taken : t.waiting)}
        </p>
      ) : currentStatus === 'resolved' && status === 'resolved' ? (
        <p role="status" className="text-slate-700">
          {t.resolved}
        </p>
      ) : null}
      {formOpen ? (
        <div className="mt-2 max-h-[60vh] overflow-y-auto">
          {closedNote ? <p className="mb-2 text-amber-900">{closedNote}</p> : null}
          <Suspense fallback={<RowsSkeleton />}>
            <HandoffForm
              intro={t.formIntro}
              submitLabel={t.send}
              onSubmit={ask}
              onCancel={() => setFormOpen(false)}
              defaults={savedContact ?? undefined}
            />
          </Suspense>
        </div>
      ) : bookingOpen && bookingServices.data ? (
        <div className="mt-2 max-h-[70vh] overflow-y-auto">
          <Suspense fallback={<RowsSkeleton />}>
            <BookingForm
              agentId={agentId}
              services={bookingServices.data.services}
              base={{ visitorId, channel, ...(liveConversation ? { conversationId: liveConversation } : {}) }}
              onBooked={(text) => {
                setBookingOpen(false);
                setNotice(text);
              }}
              onCancel={() => setBookingOpen(false)}
            />
          </Suspense>
        </div>
      ) : !holding ? (
        <div className="flex flex-wrap items-center gap-2">
          {offered && !offerSaid ? <span className="text-slate-700">{t.offer}</span> : null}
          {bookingServices.data?.enabled && bookingServices.data.services.length > 0 ? (
            <Button size="sm" variant="outline" onClick={() => setBookingOpen(true)}>
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {copy.bookings.bookAction}
            </Button>
          ) : null}
          <Button size="sm" variant={offered ? 'primary' : 'outline'} onClick={() => setFormOpen(true)}>
            <UserRound className="h-4 w-4" aria-hidden="true" />
            {t.action}
          </Button>
        </div>
      ) : null}
    </div>
  );

  return (
    <ChatView
      key={`${visitorId}:${known ?? 'new'}`}
      fill={fill}
      transport={{
        agentId,
        send,
        // The selector's choice goes with every message: the server keeps it on the conversation.
        fields: { ...(resumed ? { ...fields, visitorId } : fields), ...(chosen ? { language: chosen } : {}) },
        sourceVisitorId: visitorId,
        rate: (messageId, rating) => rate.mutateAsync({ messageId, rating }),
        memory: false,
        actions: { agentId, scope: 'public', visitorId },
      }}
      initialMessages={known ? (history.data?.messages ?? []) : []}
      conversationId={liveConversation ?? known}
      onConversationChange={remember}
      appearance={appearance}
      incoming={incoming}
      awaitingPerson={holding}
      onTurnEvent={onTurnEvent}
      beforeComposer={panel}
    />
  );
}
