import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './route-table';
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
