import type { Role } from '@app/shared/roles';

/**
 * Whether the user may not go without a second factor (D14, issue 17): every operator, and every member of an
 * account whose owner requires it (ADR 0105). Such a user is led to enrol before anything else and cannot turn
 * the factor off.
 */
export function secondFactorMandatory(role: Role, teamRequires: boolean): boolean {
  return role === 'super_admin' || teamRequires;
}

/**
 * Who must present a second factor at sign-in: whoever it is mandatory for, and any user who enrolled one. The
 * mechanism is per user, so offering it to every user is a page, not a new design (ADR 0052).
 */
export function secondFactorRequired(role: Role, enrolled: boolean, teamRequires = false): boolean {
  return secondFactorMandatory(role, teamRequires) || enrolled;
}
