import { describe, expect, it } from 'vitest';
import { protectedRouteDecision, publicOnlyRouteDecision, superAdminRouteDecision } from './guards';

const active = { isActive: true };

describe('route guards (spec §4)', () => {
  it('protected routes: login without session, update-password without or with an inactive profile', () => {
    expect(protectedRouteDecision(null)).toEqual({ kind: 'redirect', to: '/auth/login' });
    expect(protectedRouteDecision({ role: 'user', profile: null })).toEqual({ kind: 'redirect', to: '/auth/update-password' });
    expect(protectedRouteDecision({ role: 'admin', profile: { isActive: false } })).toEqual({
      kind: 'redirect',
      to: '/auth/update-password',
      message: 'Per favore, imposta la tua password per attivare il tuo account.',
    });
    expect(protectedRouteDecision({ role: 'owner', profile: active })).toEqual({ kind: 'allow' });
  });

  it('a super admin opening a customer page goes to the back office, except their profile', () => {
    expect(protectedRouteDecision({ role: 'super_admin', profile: active }, '/agents')).toEqual({
      kind: 'redirect',
      to: '/super-admin/dashboard',
    });
    expect(protectedRouteDecision({ role: 'super_admin', profile: active }, '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/super-admin/dashboard',
    });
    expect(protectedRouteDecision({ role: 'super_admin', profile: active }, '/profile')).toEqual({ kind: 'allow' });
    expect(protectedRouteDecision({ role: 'owner', profile: active }, '/agents')).toEqual({ kind: 'allow' });
  });

  it('super admin routes: unauthorized, denied, inactive, allowed', () => {
    expect(superAdminRouteDecision(null)).toEqual({
      kind: 'redirect',
      to: '/super-admin/login',
      message: 'Non autorizzato. Effettua il login come Super Admin.',
    });
    expect(superAdminRouteDecision({ role: 'owner', profile: active })).toEqual({
      kind: 'redirect',
      to: '/super-admin/login',
      message: 'Accesso negato. Solo i Super Admin possono accedere qui.',
    });
    expect(superAdminRouteDecision({ role: 'super_admin', profile: { isActive: false } })).toEqual({
      kind: 'redirect',
      to: '/auth/update-password',
    });
    expect(superAdminRouteDecision({ role: 'super_admin', profile: active })).toEqual({ kind: 'allow' });
    expect(superAdminRouteDecision({ role: 'super_admin', profile: active, secondFactorPending: true })).toEqual({
      kind: 'redirect',
      to: '/auth/second-factor',
    });
  });

  it('sign-in screens send a signed-in user to the dashboard', () => {
    expect(publicOnlyRouteDecision({ role: 'user', profile: active })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(publicOnlyRouteDecision(null)).toEqual({ kind: 'allow' });
  });
});
