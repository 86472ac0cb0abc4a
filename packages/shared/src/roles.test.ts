import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, dashboardCardLink, dashboardCardsFor, memoryNeedsApproval, sidebarItemsFor } from './roles';

/** The pages each role may open (what its guards and the server allow), to check every link against. */
const opens: Record<(typeof ACCOUNT_ROLES)[number], string[]> = {
  owner: [
    '/dashboard',
    '/agents',
    '/users',
    '/analytics',
    '/contacts',
    '/integrations',
    '/billing',
    '/contact-support',
    '/profile',
    '/agent/chat',
    '/inbox',
    '/bookings',
  ],
  admin: [
    '/inbox',
    '/bookings',
    '/dashboard',
    '/agents',
    '/analytics',
    '/contacts',
    '/integrations',
    '/contact-support',
    '/profile',
    '/agent/chat',
  ],
  instructor: [
    '/inbox',
    '/bookings',
    '/dashboard',
    '/agents',
    '/analytics',
    '/contacts',
    '/integrations',
    '/contact-support',
    '/profile',
    '/agent/chat',
  ],
  user: ['/inbox', '/bookings', '/dashboard', '/agents', '/integrations', '/contact-support', '/profile', '/agent/chat'],
};

describe('every role has a way forward (D15, ADR 0131)', () => {
  it("gives a user 'Chat' right after Dashboard, and no other role a second way to the same chats", () => {
    // Issue 30: 'Richieste' for every role (a user sees the requests assigned to them, D17).
    // Issue 46: 'Prenotazioni' likewise (D19).
    expect(sidebarItemsFor('user').map((item) => item.label)).toEqual(['Dashboard', 'Chat', 'Richieste', 'Prenotazioni', 'Supporto']);
    for (const role of ['owner', 'admin', 'instructor'] as const) {
      expect(sidebarItemsFor(role).map((item) => item.to)).not.toContain('/agent/chat');
    }
  });

  it('links no sidebar item and no dashboard card to a page the role cannot open', () => {
    for (const role of ACCOUNT_ROLES) {
      for (const item of sidebarItemsFor(role)) expect(opens[role], `${role}: ${item.to}`).toContain(item.to);
      for (const card of dashboardCardsFor(role)) {
        const to = dashboardCardLink(card, role);
        if (to !== null) expect(opens[role], `${role}: card ${card}`).toContain(to);
      }
    }
    // The plan card informs every member; only the owner opens billing from it.
    expect(dashboardCardLink('subscription', 'owner')).toBe('/billing');
    for (const role of ['admin', 'instructor', 'user'] as const) expect(dashboardCardLink('subscription', role)).toBeNull();
  });
});

describe("'Approvazione dei ricordi' (ADR 0132)", () => {
  const agent = { userId: 'creatore', instructorId: 'istruttore', memoryApproval: true };
  it('holds the memories of whoever may not manage the agent, while the setting is on', () => {
    expect(memoryNeedsApproval({ userId: 'u1', role: 'user' }, agent)).toBe(true);
    expect(memoryNeedsApproval({ userId: 'a1', role: 'admin' }, agent)).toBe(true);
    expect(memoryNeedsApproval({ userId: 'o1', role: 'owner' }, agent)).toBe(false);
    expect(memoryNeedsApproval({ userId: 'istruttore', role: 'instructor' }, agent)).toBe(false);
    expect(memoryNeedsApproval({ userId: 'creatore', role: 'user' }, agent)).toBe(false);
    expect(memoryNeedsApproval({ userId: 'u1', role: 'user' }, { ...agent, memoryApproval: false })).toBe(false);
  });
});
