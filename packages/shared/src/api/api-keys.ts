import { API_KEY_FIELDS_REQUIRED, API_KEY_BASE_URL_INVALID } from '../i18n/api-keys.js';
import { z } from 'zod';

/** LLM provider credentials (spec §7 list-api-keys / add-api-key / set-default-api-key; DECISIONS D8). */

/** What an agent form may pick from (spec list-agent-api-keys): never the value. */
export const agentApiKeyOptionSchema = z.object({ id: z.string(), name: z.string() });
export const agentApiKeyOptionsSchema = z.object({ apiKeys: z.array(agentApiKeyOptionSchema) });
export type AgentApiKeyOption = z.infer<typeof agentApiKeyOptionSchema>;

export const API_KEY_ADDED = 'API Key added successfully!';
export const API_KEY_DEFAULT_SET = 'Default API Key set successfully!';
export const API_KEY_NOT_FOUND = 'API key not found.';

export const API_KEY_DELETED = 'API Key deleted successfully!';

export const apiKeyTestResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type ApiKeyTestResult = z.infer<typeof apiKeyTestResultSchema>;

export const addApiKeySchema = z.object(
  {
    name: z
      .string({ error: API_KEY_FIELDS_REQUIRED })
      .trim()
      .min(1, API_KEY_FIELDS_REQUIRED)
      .max(120, 'The name can be at most 120 characters.'),
    apiKey: z.string({ error: API_KEY_FIELDS_REQUIRED }).trim().min(1, API_KEY_FIELDS_REQUIRED).max(4096, 'The API key value is too long.'),
    baseUrl: z
      .string()
      .trim()
      .max(2048)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), API_KEY_BASE_URL_INVALID)
      .nullish()
      .transform((v) => (v ? v : null)),
    model: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => (v ? v : null)),
  },
  { error: API_KEY_FIELDS_REQUIRED },
);
export type AddApiKeyInput = z.input<typeof addApiKeySchema>;

export const setDefaultApiKeySchema = z.object(
  { defaultApiKeyId: z.string({ error: API_KEY_NOT_FOUND }).trim().min(1, API_KEY_NOT_FOUND).max(64, API_KEY_NOT_FOUND) },
  { error: API_KEY_NOT_FOUND },
);

export const apiKeyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** First 4 and last 4 characters only (spec §9). */
  apiKey: z.string(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  createdAt: z.string(),
  /** Issue 33: accounts for which the provider fails with this key now (0 when it works), and its last error. */
  failingAccounts: z.number().int(),
  lastFailureAt: z.string().nullable(),
  lastFailure: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeyRowSchema), defaultApiKeyId: z.string().nullable() });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** '…' between the first 4 and last 4 characters; short values show only their ends' shape. */
export function maskApiKey(value: string): string {
  if (value.length <= 8) return `${value.slice(0, 1)}…${value.slice(-1)}`;
  return `${value.slice(0, 4)}…${value.slice(-4)}`;
}
