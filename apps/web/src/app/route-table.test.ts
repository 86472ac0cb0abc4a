import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { preloadRoute, routes } from './route-table';
import { titleOf } from './document-title';

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
    expect(() => preloadRoute('/')).not.toThrow();
    expect(() => preloadRoute('/una/pagina/che/non/esiste')).not.toThrow();
  });
});
