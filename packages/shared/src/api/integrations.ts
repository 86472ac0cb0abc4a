import { z } from 'zod';
import type { Role } from '../roles.js';

/**
 * Integrations (issue 14, D11): account API tokens, the public API /api/v1 and the embeddable widget.
 * ADR 0080 (tokens), 0081 (the v1 API), 0082 (the widget).
 */

export const API_TOKEN_SCOPES = ['chat', 'documents', 'read-only'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  chat: 'Chat',
  documents: 'Documenti',
  'read-only': 'Sola lettura',
};
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

export const INTEGRATIONS_MESSAGES = {
  planRequired: "L'accesso API è incluso nei piani Pro e Avanzato. Passa a un piano superiore su /pricing.",
  tokensForbidden: 'Solo il proprietario e gli amministratori possono gestire i token API.',
  tokenNameRequired: 'Il nome del token è obbligatorio.',
  tokenNameTooLong: 'Il nome del token può contenere al massimo 80 caratteri.',
  tokenScopeInvalid: 'Ambito non valido: scegli chat, documents o read-only.',
  tokenExpiryInvalid: 'Scadenza non valida: scegli 30, 90 o 365 giorni, oppure nessuna scadenza.',
  tokenNotFound: 'Token non trovato.',
  tokenCreated: 'Token creato. Copialo ora: non sarà più mostrato.',
  tokenRevoked: 'Token revocato.',
  tokenLimit: 'Hai raggiunto il numero massimo di 50 token attivi: revocane uno prima di crearne un altro.',
  /** 401 of /api/v1 */
  tokenMissing: 'Token API mancante: invia l\'intestazione "Authorization: Bearer <token>".',
  tokenInvalid: 'Token API non valido, scaduto o revocato.',
  tokenScope: 'Questo token non ha i permessi per questa operazione.',
  rateLimited: 'Troppe richieste con questo token API. Riprova tra qualche secondo.',
  emptyMessage: 'Il messaggio è obbligatorio.',
} as const;

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
  status: z.enum(['active', 'expired', 'revoked']),
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
};

/** Body of POST /api/v1/agents/:agentId/chat. */
export const apiChatSchema = z.object({
  message: z
    .string({ error: INTEGRATIONS_MESSAGES.emptyMessage })
    .trim()
    .min(1, INTEGRATIONS_MESSAGES.emptyMessage)
    .max(8000, 'Il messaggio può contenere al massimo 8000 caratteri.'),
  conversationId: z.uuid('Identificativo della conversazione non valido.').optional(),
  /** true: Server-Sent Events (start, delta…, done or error); also chosen by `Accept: text/event-stream`. */
  stream: z.boolean('Il campo stream deve essere true o false.').optional(),
});
export type ApiChatInput = z.infer<typeof apiChatSchema>;

export const apiAgentListSchema = z.object({
  agents: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), status: z.string() })),
});
