import { canManageApiTokens } from '@app/shared/api/integrations';
import { INTEGRATIONS_MESSAGES } from '@app/shared/i18n/integrations';
import type { MemberCaller } from '@app/shared/roles';
import { forbidden } from '../../base/errors.js';

/** ADR 0080: tokens are managed by the owner and the admins, from a browser session (a token cannot mint tokens). */
export function requireTokenManager(caller: MemberCaller): void {
  if (!canManageApiTokens(caller.role) || caller.tokenId) throw forbidden(INTEGRATIONS_MESSAGES.tokensForbidden, 'API_TOKENS_FORBIDDEN');
}
