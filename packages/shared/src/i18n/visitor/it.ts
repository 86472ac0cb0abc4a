import { ANSWER_OUTCOME_TEXT, BUSINESS_CARD_LABEL } from '../answer-outcome.js';
import { ACTION_VISITOR_TEXT } from '../actions.js';
import { BOOKING_FORM_TEXT, BOOKING_STATUS_LABELS, BOOKING_VISITOR_MESSAGES } from '../bookings.js';
import { EMAIL_VISITOR_SENTENCES } from '../email-channel.js';
import { CHANNEL_MESSAGES } from '../channels.js';
import { CHAT_MESSAGES, chatText } from '../chat.js';
import { HANDOFF_MESSAGES } from '../handoff.js';
import { MESSAGES } from '../common.js';
import { QA_SOURCE_LABEL } from '../knowledge-qa.js';
import type { PluralForms } from './plural-forms.js';

/**
 * What a visitor reads, in Italian: the model of every other language (ADR 0240). The Italian sentences stay where the
 * team's catalogue has them (one constant each, ADR 0195); this object names them for visitors, and en/de/fr/es give
 * the same keys. A section per part of the visitor's experience; a feature adds its own section here and in the four
 * other files (the catalogue test fails on a key missing in any of them).
 */
export const it = {
  language: {
    /** The language's own name, in the selector. */
    name: 'Italiano',
    selectorLabel: 'Lingua',
  },
  page: {
    fallbackTitle: chatText.public.fallbackTitle,
    unavailable: chatText.public.unavailable,
    notFound: chatText.public.notFound,
  },
  list: {
    label: chatText.list.label,
    empty: chatText.list.empty,
    suggestions: chatText.list.suggestions,
    you: chatText.list.you,
    agent: chatText.list.agent,
    team: chatText.list.team as (name: string | null | undefined) => string,
    typing: chatText.list.typing,
    sources: chatText.list.sources,
    page: chatText.list.page as (n: number) => string,
    openSource: chatText.list.openSource as (label: string) => string,
    openPage: chatText.list.openPage as (label: string) => string,
    attachment: chatText.list.attachment as (name: string) => string,
    retry: chatText.list.retry,
    unanswered: chatText.list.unanswered,
    rateUp: chatText.list.rateUp,
    rateDown: chatText.list.rateDown,
    rated: chatText.list.rated,
    /** How many answers a person of the team wrote (Intl.PluralRules picks the form). */
    teamReplies: { one: '{n} risposta del team', other: '{n} risposte del team', many: '{n} di risposte del team' } as PluralForms,
  },
  composer: {
    label: chatText.composer.label,
    placeholder: chatText.composer.placeholder,
    keysHint: chatText.composer.keysHint,
    send: chatText.composer.send,
    attach: chatText.composer.attach,
    removeAttachment: chatText.composer.removeAttachment as (name: string) => string,
  },
  viewer: {
    title: chatText.viewer.title,
    loading: chatText.viewer.loading,
    error: chatText.viewer.error as (message: string) => string,
    contextLabel: chatText.viewer.contextLabel,
    publicNote: chatText.viewer.publicNote,
    openOriginal: chatText.viewer.openOriginal as (url: string) => string,
  },
  handoff: {
    action: chatText.handoff.action,
    offer: chatText.handoff.offer,
    formTitle: chatText.handoff.formTitle,
    formIntro: chatText.handoff.formIntro,
    firstIntro: chatText.handoff.firstIntro,
    name: chatText.handoff.name,
    email: chatText.handoff.email,
    phone: chatText.handoff.phone,
    consentBefore: chatText.handoff.consentBefore,
    consentLink: chatText.handoff.consentLink,
    send: chatText.handoff.send,
    start: chatText.handoff.start,
    sending: chatText.handoff.sending,
    cancel: chatText.handoff.cancel,
    closedNow: chatText.handoff.closedNow as (when: string) => string,
    waiting: chatText.handoff.waiting,
    taken: chatText.handoff.taken,
    resolved: chatText.handoff.resolved,
    resumeFailed: chatText.handoff.resumeFailed,
    /** What the server answers a request and a message while a person holds the conversation. */
    alreadyRequested: HANDOFF_MESSAGES.alreadyRequested,
    requested: HANDOFF_MESSAGES.requested,
    requestedClosed: HANDOFF_MESSAGES.requestedClosed as (when: string) => string,
    agentSilent: HANDOFF_MESSAGES.agentSilent,
    linkInvalid: HANDOFF_MESSAGES.linkInvalid,
  },
  /** The contact form's field errors (the schema's Italian messages, matched by the form). */
  formErrors: {
    nameRequired: HANDOFF_MESSAGES.nameRequired,
    nameTooLong: HANDOFF_MESSAGES.nameTooLong,
    emailInvalid: 'Indirizzo email non valido.',
    phoneInvalid: HANDOFF_MESSAGES.phoneInvalid,
    consentRequired: HANDOFF_MESSAGES.consentRequired,
  },
  /** Why a message was refused (the web reads the error's code). */
  refusals: {
    agentInactive: CHAT_MESSAGES.agentInactive,
    unavailable: CHAT_MESSAGES.publicUnavailable,
    rateLimited: CHAT_MESSAGES.publicRateLimited,
    attachmentsOff: CHAT_MESSAGES.publicAttachmentsOff,
    providerError: CHAT_MESSAGES.providerError,
  },
  /** What the agent writes without a model (and around a model's answer). */
  answers: {
    automaticLabel: CHAT_MESSAGES.automaticAnswerLabel,
    /** Under an answer quoted in Italian to a visitor of another language: empty for Italian. */
    italianOnly: '',
    source: (label: string) => `— *Fonte: ${label}*`,
    qaSource: QA_SOURCE_LABEL,
    businessCardSource: BUSINESS_CARD_LABEL,
    notAnswered: ANSWER_OUTCOME_TEXT.notAnswered,
    notAnsweredWithPerson: ANSWER_OUTCOME_TEXT.notAnsweredWithPerson,
    personRequest: ANSWER_OUTCOME_TEXT.personRequest,
    greeting: ANSWER_OUTCOME_TEXT.greeting,
    thanks: ANSWER_OUTCOME_TEXT.thanks,
    goodbye: ANSWER_OUTCOME_TEXT.goodbye,
    hoursTitle: ANSWER_OUTCOME_TEXT.hoursTitle,
    hoursNone: ANSWER_OUTCOME_TEXT.hoursNone,
    closedDay: ANSWER_OUTCOME_TEXT.closedDay,
    address: ANSWER_OUTCOME_TEXT.address as (value: string) => string,
    phone: ANSWER_OUTCOME_TEXT.phone as (value: string) => string,
    email: ANSWER_OUTCOME_TEXT.email as (value: string) => string,
    weekdays: ANSWER_OUTCOME_TEXT.weekdays as readonly string[],
  },
  /** The fixed sentences of WhatsApp and Telegram. */
  channels: {
    voiceWithoutTranscription: CHANNEL_MESSAGES.voiceWithoutTranscription,
    mediaNotSupported: CHANNEL_MESSAGES.mediaNotSupported,
    agentInactive: CHANNEL_MESSAGES.agentInactive,
    monthlyLimit: CHANNEL_MESSAGES.monthlyLimit,
    unanswered: CHANNEL_MESSAGES.unanswered,
    sourcesTitle: CHANNEL_MESSAGES.sourcesTitle,
  },
  /** E-mails to a visitor: a person's reply to a closed chat, with the link that continues it. */
  email: {
    replySubject: (agent: string) => `Risposta alla tua richiesta (${agent})`,
    greeting: (name: string) => `Ciao ${name},`,
    replied: (author: string, agent: string) => `${author} ti ha risposto nella chat con «${agent}»:`,
    team: 'Il team',
    continue: 'Continua la conversazione',
    footer:
      'Il link apre solo questa conversazione e scade tra 14 giorni. Se non hai chiesto tu di essere ricontattato, ignora questa email.',
    buttonFallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    signOff: '— Il team di Agenti AI',
  },
  /** Bookings (issue 46): the chat's refusals and confirmations, the channels' questions, e-mails, the manage page. */
  bookings: { ...BOOKING_VISITOR_MESSAGES, status: BOOKING_STATUS_LABELS },
  /** The booking form in the chat. */
  bookingForm: BOOKING_FORM_TEXT,
  /** Custom actions (issue 46): the chat's action form, its result and its refusals. */
  actions: ACTION_VISITOR_TEXT,
  /** The e-mail channel's fixed sentences (answers to e-mails). */
  emailChannel: EMAIL_VISITOR_SENTENCES,
  /**
   * The server's refusals of a malformed visitor request and its rate limits' generic 429 (ADR 0300): zod's sentences
   * that a schema does not word itself. A schema's own sentences are found in the sections above by their Italian text.
   */
  requestErrors: {
    required: 'Campo obbligatorio.',
    notEmpty: 'Il campo non può essere vuoto.',
    tooLong: (max: number) => `Può contenere al massimo ${max} caratteri.`,
    emailInvalid: 'Indirizzo email non valido.',
    invalid: 'Valore non valido.',
    badRequest: MESSAGES.badRequest,
    tooMany: MESSAGES.tooMany,
  },
};
