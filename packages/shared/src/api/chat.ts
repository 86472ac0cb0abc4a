import { MODIFICATION_SOURCES } from '../states/memories.js';
import { CHAT_FIELD_MESSAGES } from '../i18n/chat.js';
import { CHAT_MESSAGES } from '../i18n/chat.js';
import { MESSAGE_MAX_CHARS } from '../limits.js';
import { z } from 'zod';
import { MEMORY_TYPES } from '../memory-trigger.js';
import { idSchema } from './common.js';
import { appearanceViewSchema } from './agents.js';
import { ANSWER_OUTCOMES } from '../answer-outcome.js';
import { VISITOR_LANGUAGES } from '../visitor-language.js';
import { actionFormSchema } from './actions.js';

/**
 * Chat (spec §2 test chat and public chat, §5 attachments, D9).
 *
 * Sending a message answers with a stream of newline-delimited JSON events (`application/x-ndjson`), one
 * `ChatEvent` per line: `start`, then `delta`s (the answer token by token) and finally `done`, or `error`
 * (the user's message is kept, nothing is counted, the client may retry), or `handoff` right after `start` (a person
 * holds the conversation: the message went to the team). `done`, `error` and `handoff` each end the stream: a client
 * resends only a stream cut off before one of them (ADR 0162, ADR 0213). Refusals that happen before any
 * work (validation, permissions, limits) are ordinary JSON errors with their HTTP status.
 */

/**
 * Where an answer comes from. A document page, or (`kind: 'memory'`) the team memory, which carries
 * `documentId: ''`, `file: MEMORY_SOURCE_LABEL` and `page: null` so a client that predates `kind` still
 * shows it sensibly. A missing `kind` (messages stored before it existed) means a document.
 */
export const chatSourceSchema = z.object({
  /** 'action': a custom action the answer used (issue 46); `file` is 'Azione: <name>', no document. */
  kind: z.enum(['document', 'memory', 'business_card', 'action', 'booking']).optional(),
  documentId: z.string(),
  file: z.string(),
  page: z.number().int().nullable(),
  /**
   * The cited passage, which the viewer opens (issue 16), and where it sits: the paragraph of a DOCX/TXT, the time
   * range of a recording (ms). Absent on messages stored before they existed.
   */
  chunkId: z.string().optional(),
  paragraph: z.number().int().nullable().optional(),
  startMs: z.number().int().nullable().optional(),
  endMs: z.number().int().nullable().optional(),
  /** A website page cited to a visitor (issue 44): its original address, which the source opens. */
  url: z.string().optional(),
});

/** What a visitor reads in place of a file name when the agent hides them ('Documento 1', 'Documento 2'…). */
export const HIDDEN_FILE_LABEL = 'Documento';
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** 'team': a member's reply after a hand-off (issue 30). */
  sender: z.enum(['user', 'agent', 'team']),
  /** The member who wrote a 'team' message (first name, or the address before @). */
  authorName: z.string().nullable().optional(),
  text: z.string(),
  attachmentName: z.string().nullable(),
  sources: z.array(chatSourceSchema),
  /** 1 thumbs up, -1 thumbs down, null not rated. */
  rating: z.union([z.literal(1), z.literal(-1)]).nullable(),
  /** How an agent's answer ended (issue 45, answer-outcome.ts); null for other messages and answers from before. */
  outcome: z.enum(ANSWER_OUTCOMES).nullable().optional(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The text fields of a message (JSON body, or the fields of a multipart body with a `file` part). */
export const sendMessageSchema = z.object({
  text: z.string({ error: CHAT_MESSAGES.textInvalid }).trim().max(MESSAGE_MAX_CHARS, CHAT_MESSAGES.tooLong).default(''),
  conversationId: z.uuid(CHAT_MESSAGES.conversationInvalid).optional(),
  /** Answer again a kept user message whose answer failed, instead of sending a new one. */
  retryOfMessageId: z.uuid(CHAT_MESSAGES.retryInvalid).optional(),
  /**
   * The sending client's id for this message (ADR 0162): sent again with the same id after a stream was cut off,
   * the message is found instead of stored twice, and its answer is given again or made anew.
   */
  clientMessageId: z.uuid(CHAT_MESSAGES.clientMessageInvalid).optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** The public chat also says which browser is talking, so a visitor finds their conversation again. */
/** One of the visitors' languages (issue 48). */
export const visitorLanguageSchema = z.enum(VISITOR_LANGUAGES, { error: CHAT_FIELD_MESSAGES.linguaNonValida });

export const publicSendMessageSchema = sendMessageSchema.extend({
  visitorId: z.uuid(CHAT_FIELD_MESSAGES.visitatoreNonValido),
  /** The language the visitor chose in the chat's selector; omitted, the server follows their message and browser. */
  language: visitorLanguageSchema.optional(),
});
export type PublicSendMessageInput = z.infer<typeof publicSendMessageSchema>;

export const memoryConflictSchema = z.object({
  newInstruction: z.string(),
  existingInstruction: z.string(),
  /** Where the conflicting statement lives: the agent's instructions or a saved memory. */
  source: z.enum(MODIFICATION_SOURCES, { error: CHAT_MESSAGES.sourceInvalid }),
});
export type MemoryConflict = z.infer<typeof memoryConflictSchema>;

export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    conversationId: z.string(),
    userMessage: chatMessageSchema,
    /** The visitor's language, as the conversation keeps it (issue 48): the chat shows its copy in it. */
    language: z.enum(VISITOR_LANGUAGES).optional(),
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    message: chatMessageSchema,
    /** Set when the message was a memory command (spec §4): saved, or in conflict (show the dialog). */
    memory: z
      .object({ status: z.enum(['saved', 'pending', 'conflict']), type: z.enum(MEMORY_TYPES), conflict: memoryConflictSchema.optional() })
      .optional(),
    /** The agent could not answer (no passage, the model did not know, the visitor asked for a person): offer a person. */
    offerHandoff: z.boolean().optional(),
    /** Without a model, the custom actions whose purpose matches the question, shown as forms (issue 46). */
    actions: z.array(actionFormSchema).optional(),
  }),
  /**
   * A person handles this conversation (issue 30): the message went to the team, the agent does not answer. It ends
   * the stream, like `done` (ADR 0213); a resend of the same message gets it again and nothing is stored twice.
   */
  z.object({ type: z.literal('handoff'), notice: z.string() }),
  z.object({ type: z.literal('error'), message: z.string(), code: z.string(), retryOfMessageId: z.string() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

export const historyQuerySchema = z.object({ conversationId: z.uuid(CHAT_MESSAGES.conversationInvalid).optional() });

export const conversationSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  preview: z.string(),
});

export const chatHistorySchema = z.object({
  /** canManage: the caller may open the agent's settings (canManageAgent), so the page offers the link. */
  agent: z.object({ id: z.string(), name: z.string(), status: z.string(), canManage: z.boolean(), appearance: appearanceViewSchema }),
  conversationId: z.string().nullable(),
  messages: z.array(chatMessageSchema),
  conversations: z.array(conversationSummarySchema),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const ratingParamsSchema = z.object({ messageId: idSchema });
export const rateMessageSchema = z.object({
  rating: z.union([z.literal(1), z.literal(-1), z.null()], { error: CHAT_FIELD_MESSAGES.valutazioneNonValida }),
});
export const publicRateMessageSchema = rateMessageSchema.extend({ visitorId: z.uuid(CHAT_FIELD_MESSAGES.visitatoreNonValido) });

export const publicAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** The polite message to show instead of the chat when the agent is not active (D3). */
  notice: z.string().nullable(),
  /** 'Aspetto' (issue 34): the same look as the widget and the test chat. */
  appearance: appearanceViewSchema,
  /** The languages the agent offers its visitors (issue 48), in the selector's order. */
  languages: z.array(z.enum(VISITOR_LANGUAGES)),
});
export type PublicAgent = z.infer<typeof publicAgentSchema>;

export const publicAgentParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const publicHistoryParamsSchema = z.object({
  id: z.string().min(1).max(64),
  conversationId: z.uuid(CHAT_MESSAGES.conversationInvalid),
});
export const publicHistoryQuerySchema = z.object({ visitorId: z.uuid(CHAT_FIELD_MESSAGES.visitatoreNonValido) });
export const publicPassageParamsSchema = z.object({
  id: z.string().min(1).max(64),
  chunkId: z
    .string()
    .min(1, CHAT_FIELD_MESSAGES.identificativoDelPassaggioNonValido)
    .max(64, CHAT_FIELD_MESSAGES.identificativoDelPassaggioNonValido),
});
export const publicHistorySchema = z.object({
  messages: z.array(chatMessageSchema),
  /** The conversation's language (issue 48); null before its first message chose one. */
  language: z.enum(VISITOR_LANGUAGES).nullable(),
});
export type PublicHistory = z.infer<typeof publicHistorySchema>;

/** Agents the caller may chat with, for the /agent/chat picker. */
export const chatAgentListSchema = z.object({
  agents: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), status: z.string() })),
});
