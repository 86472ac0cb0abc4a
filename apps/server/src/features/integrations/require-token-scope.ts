import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import { scopeAllows, type ApiAction } from '@app/shared/api/integrations';
import type { Caller } from '@app/shared/roles';
import { forbidden } from '../../base/errors.js';

/** A /api/v1 operation outside the token's scope answers 403 `API_TOKEN_SCOPE` (ADR 0080). */
export function requireTokenScope(caller: Caller, action: ApiAction): void {
  if (!caller.tokenScope || !scopeAllows(caller.tokenScope, action)) throw forbidden(INTEGRATIONS_MESSAGES.tokenScope, 'API_TOKEN_SCOPE');
}
