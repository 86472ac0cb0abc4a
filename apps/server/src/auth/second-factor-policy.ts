import type { Role } from '@app/shared/roles';

/**
 * Who must present a second factor at sign-in (D14): every operator, and any user who enrolled one. The
 * mechanism is per user, so offering it to every user later is a page, not a new design (ADR 0052).
 */
export function secondFactorRequired(role: Role, enrolled: boolean): boolean {
  return role === 'super_admin' || enrolled;
}
