import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@app/shared/api/auth';
import type { Role } from '@app/shared/roles';
import { preloadRoute, routes } from './route-table';
import { titleOf } from './document-title';
import { sessionKeys } from '../lib/session';
import { chatKeys } from '../features/chat/api/keys';
import { agentKeys } from '../features/agents/api/keys';
import { analyticsKeys } from '../features/analytics/api/keys';
import { billingKeys } from '../features/billing/api/keys';
import { dashboardKeys } from '../features/dashboard/api/keys';
import { defaultRange } from '../features/analytics/range';

/** Every route that shows a page (a path or the index, and something to render), with its full path. */
function pages(list: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = (route.index || route.path) && (route.element || route.lazy) ? [{ path, route }] : [];
    return [...own, ...pages(route.children ?? [], path)];
  });
}

describe('document titles (ADR 0018)', () => {
  const all = pages(routes);

  it('gives every page its own Italian title', () => {
    expect(all.length).toBeGreaterThan(25);
    const untitled = all.filter(({ route }) => !(route.handle as { title?: string } | undefined)?.title).map((p) => p.path);
    expect(untitled).toEqual([]);
    const titles = all.map(({ route }) => (route.handle as { title: string }).title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('names the page after the deepest titled route, then the product', () => {
    expect(titleOf([{ handle: undefined }, { handle: { title: 'Accedi' } }])).toBe('Accedi · Agenti AI');
    expect(titleOf([{ handle: { title: 'Esterno' } }, { handle: {} }, { handle: { title: 'I tuoi agenti' } }])).toBe(
      'I tuoi agenti · Agenti AI',
    );
    expect(titleOf([{ handle: undefined }])).toBe('Agenti AI');
  });
});

describe('route preloading (issue 34, ADR 0165)', () => {
  it('can start the download of every lazily loaded page, and of the layout around it, from the path alone', () => {
    const lazyPages = pages(routes).filter(({ route }) => (route.element as { type?: { preload?: unknown } }).type?.preload);
    expect(lazyPages.length).toBeGreaterThan(25);
    for (const { path } of lazyPages) {
      const concrete = path.replace(/:[^/]+/g, 'x');
      const matched = (matchRoutes(routes, concrete) ?? []).map((m) => m.route.element as { type?: { preload?: unknown } });
      // The page itself, and for a signed-in page the app layout above it.
      expect(matched.at(-1)?.type?.preload, concrete).toBeTypeOf('function');
    }
    const dashboard = (matchRoutes(routes, '/dashboard') ?? []).filter(
      (m) => (m.route.element as { type?: { preload?: unknown } }).type?.preload,
    );
    expect(dashboard).toHaveLength(2);
  });

  it('asks for nothing on a path that matches no lazy page', () => {
    const queryClient = new QueryClient();
    expect(() => preloadRoute('/', queryClient)).not.toThrow();
    expect(() => preloadRoute('/una/pagina/che/non/esiste', queryClient)).not.toThrow();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

/**
 * The page's first data (issue 34, ADR 0205) is asked for under the very key the page's own query reads, or the page
 * would ask again. There is no server here: the requests fail, but their queries are in the cache under their keys.
 */
describe("a page's first data asked for beside its code (ADR 0205)", () => {
  const signedInAs = (role: Role | null) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const session = role ? ({ user: { id: 'u1', email: 'u1@esempio.it', role } } as unknown as SessionInfo) : null;
    queryClient.setQueryData(sessionKeys.all, session);
    return queryClient;
  };
  const asked = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key, exact: true });

  it("asks for the public chat's agent without a session", async () => {
    const queryClient = signedInAs(null);
    await preloadRoute('/agent/public-chat/a1', queryClient);
    expect(asked(queryClient, chatKeys.publicAgent('a1'))).toBeDefined();
  });

  it("asks for the settings' agent, the analytics' default range and an owner's billing once signed in", async () => {
    const queryClient = signedInAs('owner');
    await Promise.all(
      ['/agent/a1/settings', '/analytics', '/agent/a2/analytics', '/billing'].map((path) => preloadRoute(path, queryClient)),
    );
    expect(asked(queryClient, agentKeys.detail('a1'))).toBeDefined();
    expect(asked(queryClient, analyticsKeys.view(defaultRange()))).toBeDefined();
    expect(asked(queryClient, analyticsKeys.view({ ...defaultRange(), agentId: 'a2' }))).toBeDefined();
    expect(asked(queryClient, billingKeys.overview('u1'))).toBeDefined();
    expect(asked(queryClient, billingKeys.invoices('u1'))).toBeDefined();
    expect(asked(queryClient, billingKeys.profile('u1'))).toBeDefined();
  });

  it("asks for the dashboard's cards, not the checklist the page reads again on every visit", async () => {
    const owner = signedInAs('owner');
    await preloadRoute('/dashboard', owner);
    expect(asked(owner, dashboardKeys.summary())).toBeDefined();
    expect(asked(owner, dashboardKeys.onboarding())).toBeUndefined();
  });

  it('asks for nothing of a signed-in page without a session, nor billing for a role that may not see it', async () => {
    const visitor = signedInAs(null);
    const member = signedInAs('user');
    await Promise.all([
      ...['/dashboard', '/agent/a1/settings', '/analytics', '/billing'].map((path) => preloadRoute(path, visitor)),
      preloadRoute('/billing', member),
    ]);
    expect(
      visitor
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([sessionKeys.all]);
    expect(
      member
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([sessionKeys.all]);
  });
});
