import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@app/shared/api/auth';
import { MESSAGES } from '@app/shared/i18n/common';
import {
  protectedRouteDecision,
  publicOnlyRouteDecision,
  SECOND_FACTOR_PAGE,
  superAdminRouteDecision,
  type GuardDecision,
} from '@app/shared/guards';
import { SUPER_ADMIN_DENIED, SUPER_ADMIN_UNAUTHORIZED } from '@app/shared/i18n/guards';
import { ACCOUNT_ROLES, sidebarItemsFor, type Role } from '@app/shared/roles';
import { routes } from '../route-table';
import { ProtectedRoute, PublicOnlyRoute, SuperAdminRoute, toGuardSession } from './guards';

/** The guard components on the way to a page, outermost first (null: no page there); matched once per address. */
const guardChains = new Map<string, unknown[] | null>();
function guardsOf(path: string): unknown[] | null {
  if (!guardChains.has(path)) {
    const matches = matchRoutes(routes, path);
    guardChains.set(
      path,
      !matches || matches.at(-1)!.route.path === '*'
        ? null
        : matches.map(({ route }) => (isValidElement(route.element) ? route.element.type : null)),
    );
  }
  return guardChains.get(path)!;
}

/**
 * The route guards as the router applies them (spec §4): the address is matched against the real route table, and
 * every guard on the way (outermost first) decides with the session as the guard component reads it.
 */
function visit(path: string, session: SessionInfo | null): GuardDecision | 'no page' {
  const guards = guardsOf(path);
  if (!guards) return 'no page';
  const guardSession = toGuardSession(session);
  for (const type of guards) {
    const decision =
      type === ProtectedRoute
        ? protectedRouteDecision(guardSession, path)
        : type === SuperAdminRoute
          ? superAdminRouteDecision(guardSession)
          : type === PublicOnlyRoute
            ? publicOnlyRouteDecision(guardSession)
            : null;
    if (decision?.kind === 'redirect') return decision;
  }
  return { kind: 'allow' };
}

function sessionOf(role: Role, options: { active?: boolean; profile?: boolean; secondFactorPending?: boolean } = {}): SessionInfo {
  return {
    user: { id: 'u1', email: 'u1@esempio.it', role },
    profile: options.profile === false ? null : { isActive: options.active ?? true },
    account: null,
    secondFactor: { required: Boolean(options.secondFactorPending), enabled: true, verified: !options.secondFactorPending },
  } as unknown as SessionInfo;
}

const allow = { kind: 'allow' };
const customerPages = ['/dashboard', '/agents', '/agent/create', '/agent/a1/settings', '/analytics', '/billing', '/users', '/integrations'];
const backOffice = [
  '/super-admin/dashboard',
  '/super-admin/subscriptions',
  '/super-admin/subscriptions/u1',
  '/super-admin/api-keys',
  '/super-admin/plans',
  '/super-admin/audit-log',
];
const signInPages = ['/auth/login', '/auth/register'];
const publicPages = ['/', '/pricing', '/privacy', '/bot', '/contact-us', '/agent/public-chat/a1', '/widget/a1'];

describe('route guards over the route table (spec §4)', () => {
  it('every address of this test is a page of the route table', () => {
    for (const path of [...customerPages, ...backOffice, ...signInPages, ...publicPages, '/profile', '/super-admin/login']) {
      expect(visit(path, null), path).not.toBe('no page');
    }
    expect(visit('/nessuna-pagina', null)).toBe('no page');
  });

  it('a visitor reads the public pages and the sign-in screens; every other page sends them to sign in', () => {
    for (const path of [...publicPages, ...signInPages, '/super-admin/login']) expect(visit(path, null), path).toEqual(allow);
    for (const path of [...customerPages, '/profile']) expect(visit(path, null), path).toEqual({ kind: 'redirect', to: '/auth/login' });
    for (const path of backOffice) {
      expect(visit(path, null), path).toEqual({ kind: 'redirect', to: '/super-admin/login', message: SUPER_ADMIN_UNAUTHORIZED });
    }
  });

  it.each(ACCOUNT_ROLES)('%s: the customer pages open, the back office is denied, the sign-in screens lead to the dashboard', (role) => {
    const session = sessionOf(role);
    for (const path of [...customerPages, '/profile', ...publicPages]) expect(visit(path, session), path).toEqual(allow);
    for (const path of backOffice) {
      expect(visit(path, session), path).toEqual({ kind: 'redirect', to: '/super-admin/login', message: SUPER_ADMIN_DENIED });
    }
    for (const path of signInPages) expect(visit(path, session), path).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('a super admin opens the back office and their profile; any customer page sends them to the back office', () => {
    const session = sessionOf('super_admin');
    for (const path of [...backOffice, '/profile']) expect(visit(path, session), path).toEqual(allow);
    for (const path of customerPages) expect(visit(path, session), path).toEqual({ kind: 'redirect', to: '/super-admin/dashboard' });
  });

  it('no menu item of any role leads to a redirect', () => {
    for (const role of [...ACCOUNT_ROLES, 'super_admin'] as const) {
      for (const item of sidebarItemsFor(role)) expect(visit(item.to, sessionOf(role)), `${role} ${item.to}`).toEqual(allow);
    }
  });

  it('an inactive profile must choose its password first, with the message; no profile at all, without one', () => {
    expect(visit('/agents', sessionOf('user', { active: false }))).toEqual({
      kind: 'redirect',
      to: '/auth/update-password',
      message: MESSAGES.inactiveProfile,
    });
    expect(visit('/agents', sessionOf('owner', { profile: false }))).toEqual({ kind: 'redirect', to: '/auth/update-password' });
    expect(visit('/super-admin/plans', sessionOf('super_admin', { active: false }))).toEqual({
      kind: 'redirect',
      to: '/auth/update-password',
    });
  });

  it('a session waiting for its second factor goes to the second-factor page, for customers and operators alike', () => {
    expect(visit('/dashboard', sessionOf('owner', { secondFactorPending: true }))).toEqual({ kind: 'redirect', to: SECOND_FACTOR_PAGE });
    expect(visit('/super-admin/dashboard', sessionOf('super_admin', { secondFactorPending: true }))).toEqual({
      kind: 'redirect',
      to: SECOND_FACTOR_PAGE,
    });
  });

  it('the guard reads the second factor as pending only when required and not yet presented', () => {
    expect(toGuardSession(null)).toBeNull();
    expect(toGuardSession(sessionOf('admin'))).toEqual({ role: 'admin', profile: { isActive: true }, secondFactorPending: false });
    expect(toGuardSession(sessionOf('admin', { secondFactorPending: true }))?.secondFactorPending).toBe(true);
  });
});
