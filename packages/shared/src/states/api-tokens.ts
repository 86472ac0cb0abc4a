/** What an API token may do on /api/v1. */
export const API_TOKEN_SCOPES = ['chat', 'documents', 'read-only'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
