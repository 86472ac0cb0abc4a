import { eq } from 'drizzle-orm';
import { API_KEY_CONNECTION_OK, apiKeyConnectionFailed } from '@app/shared/i18n/api-keys';
import { API_KEY_NOT_FOUND, type ApiKeyTestResult } from '@app/shared/api/api-keys';
import type { SuperAdminCaller } from '@app/shared/roles';
import type { AppContext } from '../../app-context.js';
import { apiKeys } from '../../db/schema/platform.js';
import { AppError, notFound } from '../../base/errors.js';
import { recordAudit } from '../admin/record-audit.js';
import { resolveModelSettings } from './resolve-model-settings.js';
import { assertPublicProviderUrl } from './provider-address.js';

const TIMEOUT_MS = 15_000;

async function providerError(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const detail = typeof body?.error?.message === 'string' ? `: ${body.error.message.slice(0, 200)}` : '';
  return `HTTP ${res.status}${detail}`;
}

/**
 * 'Test connection': one tiny chat completion (one token) with the key's base URL and model, the way chat
 * would call it. The outcome is the answer (never a 5xx of ours); the key's value is never shown.
 */
export async function testApiKey(
  ctx: AppContext,
  { caller, apiKeyId }: { caller: SuperAdminCaller; apiKeyId: string },
): Promise<ApiKeyTestResult> {
  const [row] = await ctx.db.select({ id: apiKeys.id, name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.id, apiKeyId));
  if (!row) throw notFound(API_KEY_NOT_FOUND, 'API_KEY_NOT_FOUND');
  let result: ApiKeyTestResult;
  try {
    const settings = await resolveModelSettings(ctx.db, ctx.config, { apiKeyId });
    if (settings.kind !== 'provider') throw notFound(API_KEY_NOT_FOUND, 'API_KEY_NOT_FOUND');
    await assertPublicProviderUrl(settings.baseUrl, { allowPrivate: ctx.config.LLM_ALLOW_PRIVATE_BASE_URL });
    const res = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({ model: settings.model, messages: [{ role: 'user', content: 'ping' }], max_tokens: 1, stream: false }),
      // A redirect could lead into the private network the check above keeps out.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    result = res.ok
      ? { success: true, message: `${API_KEY_CONNECTION_OK} (model ${settings.model})` }
      : { success: false, message: apiKeyConnectionFailed(await providerError(res)) };
    await res.body?.cancel().catch(() => undefined);
  } catch (err) {
    const reason =
      err instanceof AppError
        ? err.message
        : err instanceof Error && err.name === 'TimeoutError'
          ? 'timed out'
          : 'the provider could not be reached';
    result = { success: false, message: apiKeyConnectionFailed(reason) };
  }
  await recordAudit(ctx.db, {
    caller,
    action: 'api_key.tested',
    targetType: 'api_key',
    targetId: row.id,
    targetLabel: row.name,
    before: null,
    after: { success: result.success, message: result.message },
  });
  return result;
}
