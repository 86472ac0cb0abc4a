import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { documentTitle } from '@app/shared/i18n/titles';

/** What a route declares in its `handle` (app/route-table.tsx): its page title from i18n/titles.ts. */
export interface RouteHandle {
  title?: string;
}

/** The deepest matched route that declares a title names the page (layouts and guards declare none). */
export function titleOf(matches: readonly { handle?: unknown }[]): string {
  const titled = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title);
  return documentTitle((titled?.handle as RouteHandle | undefined)?.title);
}

/** Keeps `document.title` in step with the route, so every page has its own title (ADR 0018). */
export function DocumentTitle({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const title = titleOf((matchRoutes(routes, location) ?? []).map((match) => match.route));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
