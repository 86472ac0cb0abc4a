import { API_TOKEN_SCOPES, type ApiTokenScope } from '../states/api-tokens.js';
import { INTEGRATIONS_FIELD_MESSAGES } from '../i18n/integrations.js';
import { INTEGRATIONS_MESSAGES, WIDGET_MESSAGES } from '../i18n/integrations.js';
import { z } from 'zod';
import type { Role } from '../roles.js';
import { publicSendMessageSchema } from './chat.js';
import { VISITOR_LANGUAGES } from '../visitor-language.js';

/**
 * Integrations (issue 14, D11): account API tokens, the public API /api/v1 and the embeddable widget.
 * ADR 0080 (tokens), 0081 (the v1 API), 0082 (the widget).
 */

export { API_TOKEN_SCOPES, type ApiTokenScope } from '../states/api-tokens.js';

/** Days a new token lasts; null: it does not expire. */
export const API_TOKEN_EXPIRIES = [30, 90, 365, null] as const;
export const API_TOKEN_PREFIX = 'agt_';

/** ADR 0080: the owner and the admins manage the account's tokens. */
export function canManageApiTokens(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/** What each scope may do on /api/v1 (ADR 0080). Listing agents is allowed to every scope. */
export type ApiAction = 'agents' | 'chat' | 'documents:write' | 'documents:read' | 'search' | 'conversations';
const SCOPE_ACTIONS: Record<ApiTokenScope, readonly ApiAction[]> = {
  chat: ['agents', 'chat'],
  documents: ['agents', 'documents:write', 'documents:read', 'search'],
  'read-only': ['agents', 'documents:read', 'search', 'conversations'],
};
export function scopeAllows(scope: ApiTokenScope, action: ApiAction): boolean {
  return SCOPE_ACTIONS[scope].includes(action);
}

export const MAX_ACTIVE_TOKENS = 50;

export const createApiTokenSchema = z.object({
  name: z
    .string({ error: INTEGRATIONS_MESSAGES.tokenNameRequired })
    .trim()
    .min(1, INTEGRATIONS_MESSAGES.tokenNameRequired)
    .max(80, INTEGRATIONS_MESSAGES.tokenNameTooLong),
  scope: z.enum(API_TOKEN_SCOPES, INTEGRATIONS_MESSAGES.tokenScopeInvalid),
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()], { error: INTEGRATIONS_MESSAGES.tokenExpiryInvalid }),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** `agt_ab12cd…`: enough to recognise it, never the value. */
  prefix: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** `suspended`: its creator was deactivated or may no longer manage tokens (it answers 401 until that changes). */
  status: z.enum(['active', 'expired', 'revoked', 'suspended']),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.object({
  tokens: z.array(apiTokenSchema),
  /** Whether the account's plan includes API access (else the page shows the upgrade notice). */
  planAllows: z.boolean(),
  canManage: z.boolean(),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;
/** The only answer that ever carries the value. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, value: z.string(), message: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const API_TOKEN_STATUS_LABELS: Record<ApiToken['status'], string> = {
  active: 'Attivo',
  expired: 'Scaduto',
  revoked: 'Revocato',
  suspended: 'Sospeso (autore non abilitato)',
};

/** Body of POST /api/v1/agents/:agentId/chat. */
export const apiChatSchema = z.object({
  message: z
    .string({ error: INTEGRATIONS_MESSAGES.emptyMessage })
    .trim()
    .min(1, INTEGRATIONS_MESSAGES.emptyMessage)
    .max(8000, INTEGRATIONS_FIELD_MESSAGES.ilMessaggioPuoContenereAl),
  conversationId: z.uuid(INTEGRATIONS_FIELD_MESSAGES.identificativoDellaConversazioneNonValido).optional(),
  /** true: Server-Sent Events (start, delta…, done or error); also chosen by `Accept: text/event-stream`. */
  stream: z.boolean(INTEGRATIONS_FIELD_MESSAGES.ilCampoStreamDeveEssere).optional(),
});
export type ApiChatInput = z.infer<typeof apiChatSchema>;

export const apiAgentListSchema = z.object({
  agents: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), status: z.string() })),
});

/** The embeddable widget (ADR 0082). */
export const WIDGET_POSITIONS = ['right', 'left'] as const;

const DOMAIN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
export const widgetDomainSchema = z
  .string({ error: WIDGET_MESSAGES.domainInvalid })
  .trim()
  .toLowerCase()
  .max(253, WIDGET_MESSAGES.domainInvalid)
  .regex(DOMAIN, WIDGET_MESSAGES.domainInvalid);

/** Where the widget may appear and how its launcher looks; the chat's look is the agent's 'Aspetto' (issue 34). */
export const updateWidgetSettingsSchema = z.object({
  position: z.enum(WIDGET_POSITIONS, WIDGET_MESSAGES.positionInvalid),
  bubbleLabel: z.string({ error: WIDGET_MESSAGES.labelTooLong }).trim().max(40, WIDGET_MESSAGES.labelTooLong),
  allowedDomains: z.array(widgetDomainSchema, { error: WIDGET_MESSAGES.domainInvalid }).max(20, WIDGET_MESSAGES.tooManyDomains),
  identityRequired: z.boolean({ error: INTEGRATIONS_FIELD_MESSAGES.ilCampoIdentityrequiredDeveEssere }),
});
export type UpdateWidgetSettingsInput = z.infer<typeof updateWidgetSettingsSchema>;

export const widgetSettingsSchema = updateWidgetSettingsSchema.extend({
  agentId: z.string(),
  /** Whether an identity-verification secret exists (its value is shown once, when created). */
  hasIdentitySecret: z.boolean(),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;
export const widgetSecretSchema = z.object({ secret: z.string(), message: z.string() });

/** What the loader and the embedded chat read: appearance (the agent's 'Aspetto') and state, nothing of its configuration. */
export const widgetConfigSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  notice: z.string().nullable(),
  welcomeMessage: z.string(),
  suggestedQuestions: z.array(z.string()),
  color: z.string(),
  /** The text on `color`, for WCAG AA. */
  textColor: z.string(),
  position: z.enum(WIDGET_POSITIONS),
  avatarUrl: z.string(),
  bubbleLabel: z.string(),
  identityRequired: z.boolean(),
  /** The languages the agent offers its visitors (issue 48). */
  languages: z.array(z.enum(VISITOR_LANGUAGES)),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

const customerFields = {
  /** The business's own id of its signed-in customer, and HMAC-SHA256(secret, customerId) in hex. */
  customerId: z
    .string(INTEGRATIONS_FIELD_MESSAGES.clienteNonValido)
    .trim()
    .min(1, INTEGRATIONS_FIELD_MESSAGES.clienteNonValido)
    .max(200, INTEGRATIONS_FIELD_MESSAGES.clienteNonValido)
    .optional(),
  customerSignature: z
    .string(WIDGET_MESSAGES.identityInvalid)
    .regex(/^[0-9a-f]{64}$/i, WIDGET_MESSAGES.identityInvalid)
    .optional(),
};
export const widgetIdentitySchema = z.object({
  customerId: customerFields.customerId.unwrap(),
  customerSignature: customerFields.customerSignature.unwrap(),
});
export const widgetIdentityResponseSchema = z.object({ visitorId: z.string() });
/** A widget message: the public chat's fields, plus the signed customer when the site identifies one. */
export const widgetSendMessageSchema = publicSendMessageSchema.extend(customerFields);
