import { AGENT_STATUSES, MEMORY_MODES } from '../states/agents.js';
import { AGENTS_FIELD_MESSAGES } from '../i18n/agents.js';
import {
  AGENT_REQUIRED_FIELDS,
  AGENT_INSTRUCTOR_REQUIRED,
  AGENT_INSTRUCTOR_INVALID,
  AGENT_API_KEY_INVALID,
  AGENT_STATUS_INVALID,
  AGENT_MEMORY_MODE_INVALID,
  AGENT_DESCRIPTION_INVALID,
  AGENT_EXPLICIT_MEMORY_INVALID,
  AGENT_MEMORY_APPROVAL_INVALID,
  AGENT_SHOW_SOURCES_INVALID,
  AGENT_HIDE_FILE_NAMES_INVALID,
  AGENT_VISITOR_LANGUAGES_INVALID,
  AGENT_VISITOR_LANGUAGES_REQUIRED,
  AGENT_TOO_LONG,
  AGENT_DELETION_LINK_INVALID,
  APPEARANCE_MESSAGES,
} from '../i18n/agents.js';
import { z } from 'zod';
import { PLAN_IDS } from '../plans.js';
import { VISITOR_LANGUAGES } from '../visitor-language.js';
import { BUSINESS_CARD_TEXT } from '../i18n/answer-outcome.js';

import { ACCENT_HEX, isUsableAccent } from '../accent-color.js';

/** Agents (spec §2, §4, §5, §7; DECISIONS D3). Shared by the server's routes and the web forms. */
export { AGENT_STATUSES, type AgentStatus, MEMORY_MODES, type MemoryMode } from '../states/agents.js';

// Without zod, for the pages that list agents on their first load (issue 34).
export { AGENT_STATUS_MISSING, agentStatusDisplay } from '../agent-status.js';

export const AGENT_NAME_LIMIT = 120;
export const AGENT_DESCRIPTION_LIMIT = 2_000;
export const AGENT_INSTRUCTIONS_LIMIT = 20_000;

export const AGENT_RETENTION_INVALID = AGENTS_FIELD_MESSAGES.agentRetentionInvalid;

export const DUPLICATE_SUFFIX = ' (Copia)';

export const agentDeletedMessage = (name: string) => `Agente «${name}» eliminato con successo.`;

const requiredText = (max: number, label: string) =>
  z.string({ error: AGENT_REQUIRED_FIELDS }).trim().min(1, AGENT_REQUIRED_FIELDS).max(max, AGENT_TOO_LONG(label, max));
const optionalId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(64, message)
    .nullish()
    .transform((v) => (v ? v : null));
const description = z
  .string({ error: AGENT_DESCRIPTION_INVALID })
  .trim()
  .max(AGENT_DESCRIPTION_LIMIT, AGENT_TOO_LONG(AGENTS_FIELD_MESSAGES.laDescrizione, AGENT_DESCRIPTION_LIMIT))
  .optional()
  .default('');
/** A body that is not an object at all still gets an Italian answer. */

export const createAgentSchema = z.object(
  {
    name: requiredText(AGENT_NAME_LIMIT, AGENTS_FIELD_MESSAGES.ilNome),
    description,
    instructions: requiredText(AGENT_INSTRUCTIONS_LIMIT, AGENTS_FIELD_MESSAGES.leIstruzioni),
    instructorId: optionalId(AGENT_INSTRUCTOR_INVALID),
    apiKeyId: optionalId(AGENT_API_KEY_INVALID),
  },
  { error: AGENTS_FIELD_MESSAGES.bodyInvalid },
);
export type CreateAgentInput = z.input<typeof createAgentSchema>;
export type CreateAgent = z.output<typeof createAgentSchema>;

/** Empty, null or missing means unlimited; otherwise an integer ≥ 1 (spec §5). */
const retentionDays = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, c) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : Number(v.trim());
    if (!Number.isInteger(n) || n < 1 || n > 36_500) {
      c.addIssue({ code: 'custom', message: AGENT_RETENTION_INVALID });
      return z.NEVER;
    }
    return n;
  });

/** An empty field is a detail the business does not give; the agent then never claims one. */
export const businessCardSchema = z.object(
  {
    address: z.string({ error: BUSINESS_CARD_TEXT.addressInvalid }).trim().max(300, BUSINESS_CARD_TEXT.addressInvalid),
    phone: z
      .string({ error: BUSINESS_CARD_TEXT.phoneInvalid })
      .trim()
      .max(40, BUSINESS_CARD_TEXT.phoneInvalid)
      .regex(/^[0-9+()\-/ .]*$/, BUSINESS_CARD_TEXT.phoneInvalid),
    email: z
      .string({ error: BUSINESS_CARD_TEXT.emailInvalid })
      .trim()
      .max(254, BUSINESS_CARD_TEXT.emailInvalid)
      .refine((v) => v === '' || /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(v), BUSINESS_CARD_TEXT.emailInvalid),
  },
  { error: BUSINESS_CARD_TEXT.cardInvalid },
);
export type BusinessCard = z.output<typeof businessCardSchema>;
export const businessCardViewSchema = z.object({ address: z.string(), phone: z.string(), email: z.string() });

export const updateAgentSchema = z
  .object(
    {
      name: requiredText(AGENT_NAME_LIMIT, AGENTS_FIELD_MESSAGES.ilNome),
      description,
      instructions: requiredText(AGENT_INSTRUCTIONS_LIMIT, AGENTS_FIELD_MESSAGES.leIstruzioni),
      instructorId: z
        .string({ error: AGENT_INSTRUCTOR_REQUIRED })
        .trim()
        .min(1, AGENT_INSTRUCTOR_REQUIRED)
        .max(64, AGENT_INSTRUCTOR_INVALID),
      status: z.enum(AGENT_STATUSES, { error: AGENT_STATUS_INVALID }),
      memoryMode: z.enum(MEMORY_MODES, { error: AGENT_MEMORY_MODE_INVALID }),
      memoryRetentionDays: retentionDays,
      enableExplicitMemory: z.boolean({ error: AGENT_EXPLICIT_MEMORY_INVALID }),
      /** Omitted = unchanged, so a client that predates the setting keeps working. */
      showSources: z.boolean({ error: AGENT_SHOW_SOURCES_INVALID }).optional(),
      /** 'Approvazione dei ricordi' (ADR 0132); omitted = unchanged. */
      memoryApproval: z.boolean({ error: AGENT_MEMORY_APPROVAL_INVALID }).optional(),
      /** Omitted = unchanged. */
      hideSourceFileNames: z.boolean({ error: AGENT_HIDE_FILE_NAMES_INVALID }).optional(),
      /** 'Scheda attività' (issue 45); omitted = unchanged. */
      businessCard: businessCardSchema.optional(),
      /** The languages the agent offers its visitors (issue 48); omitted = unchanged. */
      visitorLanguages: z
        .array(z.enum(VISITOR_LANGUAGES, { error: AGENT_VISITOR_LANGUAGES_INVALID }), { error: AGENT_VISITOR_LANGUAGES_INVALID })
        .min(1, AGENT_VISITOR_LANGUAGES_REQUIRED)
        .max(VISITOR_LANGUAGES.length, AGENT_VISITOR_LANGUAGES_INVALID)
        .refine((list) => new Set(list).size === list.length, AGENT_VISITOR_LANGUAGES_INVALID)
        .optional(),
    },
    { error: AGENTS_FIELD_MESSAGES.bodyInvalid },
  )
  // Retention only applies when the agent remembers past chats (spec §4).
  .transform((v) => ({ ...v, memoryRetentionDays: v.memoryMode === 'all_chats' ? v.memoryRetentionDays : null }));
export type UpdateAgentInput = z.input<typeof updateAgentSchema>;
export type UpdateAgent = z.output<typeof updateAgentSchema>;

export const agentAppearanceSchema = z.object(
  {
    welcomeMessage: z.string({ error: APPEARANCE_MESSAGES.welcomeTooLong }).trim().max(500, APPEARANCE_MESSAGES.welcomeTooLong),
    suggestedQuestions: z
      .array(
        z
          .string({ error: APPEARANCE_MESSAGES.questionsInvalid })
          .trim()
          .min(1, APPEARANCE_MESSAGES.questionsInvalid)
          .max(150, APPEARANCE_MESSAGES.questionsInvalid),
        { error: APPEARANCE_MESSAGES.questionsInvalid },
      )
      .max(5, APPEARANCE_MESSAGES.questionsInvalid),
    color: z
      .string({ error: APPEARANCE_MESSAGES.colorInvalid })
      .regex(ACCENT_HEX, APPEARANCE_MESSAGES.colorInvalid)
      .refine(isUsableAccent, APPEARANCE_MESSAGES.colorTooLight)
      .transform((v) => v.toLowerCase()),
    avatarUrl: z
      .string({ error: APPEARANCE_MESSAGES.avatarInvalid })
      .trim()
      .max(2048, APPEARANCE_MESSAGES.avatarInvalid)
      .refine((v) => v === '' || /^https?:\/\/[^\s"'<>()\\]+$/i.test(v), APPEARANCE_MESSAGES.avatarInvalid),
  },
  { error: AGENTS_FIELD_MESSAGES.bodyInvalid },
);
export type AgentAppearanceInput = z.input<typeof agentAppearanceSchema>;
export type AgentAppearance = z.output<typeof agentAppearanceSchema>;

/** What every chat of the agent paints with: the saved appearance and the text colour computed for its accent. */
export const appearanceViewSchema = z.object({
  welcomeMessage: z.string(),
  suggestedQuestions: z.array(z.string()),
  color: z.string(),
  /** '#ffffff' or '#000000': the text on the accent, for WCAG AA. */
  textColor: z.string(),
  avatarUrl: z.string(),
});
export type AppearanceView = z.infer<typeof appearanceViewSchema>;

/** What the caller may do with an agent, computed on the server with the shared rules of roles.ts. */
export const agentPermissionsSchema = z.object({
  manage: z.boolean(),
  duplicateOrDelete: z.boolean(),
  analytics: z.boolean(),
});
export type AgentPermissions = z.infer<typeof agentPermissionsSchema>;

export const agentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  instructorId: z.string().nullable(),
  apiKeyId: z.string().nullable(),
  status: z.string().nullable(),
  memoryMode: z.enum(MEMORY_MODES),
  memoryRetentionDays: z.number().int().nullable(),
  enableExplicitMemory: z.boolean(),
  /** Public visitors see the sources of answers (file names, team memory); members always see them. */
  showSources: z.boolean(),
  memoryApproval: z.boolean(),
  appearance: appearanceViewSchema,
  /** Public visitors read 'Documento 1', 'Documento 2'… in place of file names (issue 33). */
  hideSourceFileNames: z.boolean(),
  /** 'Scheda attività' (issue 45): empty strings for what the business has not given. */
  businessCard: businessCardViewSchema,
  /** The languages visitors may read (issue 48). */
  visitorLanguages: z.array(z.enum(VISITOR_LANGUAGES)),
  createdAt: z.string(),
  updatedAt: z.string(),
  permissions: agentPermissionsSchema,
});
export type Agent = z.infer<typeof agentSchema>;

export const agentLimitSchema = z.object({
  /** Agents the account's plan allows right now (0 when the trial or plan has ended, or for an instructor). */
  max: z.number().int(),
  used: z.number().int(),
  reached: z.boolean(),
  planId: z.enum(PLAN_IDS).nullable(),
  planStatus: z.enum(['active', 'trial', 'expired']),
});
export type AgentLimit = z.infer<typeof agentLimitSchema>;

export const agentListSchema = z.object({
  agents: z.array(agentSchema),
  limit: agentLimitSchema,
  /** Whether the caller's role may create agents at all ('Crea Nuovo Agente'). */
  canCreate: z.boolean(),
});
export type AgentList = z.infer<typeof agentListSchema>;

export const instructorSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});
export type Instructor = z.infer<typeof instructorSchema>;
export const instructorListSchema = z.object({ instructors: z.array(instructorSchema) });

export const shareLinkSchema = z.object({ url: z.string() });

export const confirmAgentDeletionSchema = z.object(
  {
    token: z
      .string({ error: AGENT_DELETION_LINK_INVALID })
      .trim()
      .min(1, AGENT_DELETION_LINK_INVALID)
      .max(256, AGENT_DELETION_LINK_INVALID),
  },
  { error: AGENT_DELETION_LINK_INVALID },
);
