import { SUPER_ADMIN_UNAUTHORIZED, SUPER_ADMIN_DENIED } from './i18n/guards.js';
import { MESSAGES } from './i18n/common.js';
import type { Role } from './roles.js';

/** Route-guard decisions (spec §4), pure so both the router and the tests use them. */
export interface GuardSession {
  role: Role;
  profile: { isActive: boolean } | null;
  /** Signed in with the password, the second factor still to present (D14). */
  secondFactorPending?: boolean;
}

export const SECOND_FACTOR_PAGE = '/auth/second-factor';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; message?: string };

export const ACTIVATE_PASSWORD_MESSAGE = MESSAGES.inactiveProfile;

/** Customer pages a super admin may open: their own profile; any other sends them to the back office. */
const OPERATOR_CUSTOMER_PAGES = ['/profile'];

export function protectedRouteDecision(session: GuardSession | null, pathname?: string): GuardDecision {
  if (!session) return { kind: 'redirect', to: '/auth/login' };
  if (session.secondFactorPending) return { kind: 'redirect', to: SECOND_FACTOR_PAGE };
  if (session.role === 'super_admin' && pathname !== undefined && !OPERATOR_CUSTOMER_PAGES.includes(pathname)) {
    return { kind: 'redirect', to: '/super-admin/dashboard' };
  }
  if (!session.profile) return { kind: 'redirect', to: '/auth/update-password' };
  if (!session.profile.isActive) return { kind: 'redirect', to: '/auth/update-password', message: ACTIVATE_PASSWORD_MESSAGE };
  return { kind: 'allow' };
}

export function superAdminRouteDecision(session: GuardSession | null): GuardDecision {
  if (!session) return { kind: 'redirect', to: '/super-admin/login', message: SUPER_ADMIN_UNAUTHORIZED };
  if (session.role !== 'super_admin') return { kind: 'redirect', to: '/super-admin/login', message: SUPER_ADMIN_DENIED };
  if (session.secondFactorPending) return { kind: 'redirect', to: SECOND_FACTOR_PAGE };
  if (!session.profile || !session.profile.isActive) return { kind: 'redirect', to: '/auth/update-password' };
  return { kind: 'allow' };
}

export function publicOnlyRouteDecision(session: GuardSession | null): GuardDecision {
  return session ? { kind: 'redirect', to: '/dashboard' } : { kind: 'allow' };
}
