import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
/** What the groups read of the module graph (rolldown's `ChunkingContext`, narrowed). */
interface ChunkingContext {
  getModuleInfo(id: string): { dynamicImporters: readonly string[]; importedIds: readonly string[] } | null;
}

/**
 * How many pages (dynamically imported route modules) must share a module before it joins the common chunk: the
 * pieces every signed-in page draws with (cards, fields, the page header, the form library, the mutation hook,
 * shared icons), not those of one feature.
 */
const COMMON_MIN_PAGES = 4;
/** Loaded on demand on purpose (ADRs 0208, 0210): a module that brings any of these along stays out of a group. */
const ON_DEMAND = /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/]api[\\/]/;

/** Building blocks rather than a feature's own code or copy: libraries, the UI kit, the web app's helpers. */
const GENERIC = /node_modules[\\/]|apps[\\/]web[\\/]src[\\/](components|lib)[\\/]/;

/**
 * Fewer, larger scripts on a page's first load (ADR 0212). The bundler's automatic splitting gave a signed-in
 * page ~40 scripts of 0.5–5 KB; on a phone's connection each costs a round trip, six at a time over HTTP/1.1,
 * which weighed more than their bytes. Three groups:
 * - everything the entry needs at once goes into the entry's chunk (React, the router, the query client…);
 * - the signed-in layout and what it imports, one chunk;
 * - modules shared by several pages, one chunk, unless they bring what is loaded on demand on purpose (zod and the
 *   schemas, dialogs, the Markdown renderer: all dynamically imported) or are themselves imported on demand.
 */
export function chunkGroups(): CodeSplitting {
  const bringsOnDemand = new Map<string, boolean>();
  /** Whether a module, or anything it imports statically, is on demand by design (a walk of its imports). */
  function staysOnDemand(root: string, ctx: ChunkingContext): boolean {
    const known = bringsOnDemand.get(root);
    if (known !== undefined) return known;
    const seen = new Set([root]);
    const queue = [root];
    let onDemand = false;
    while (queue.length > 0 && !onDemand) {
      const id = queue.pop() as string;
      const info = ctx.getModuleInfo(id);
      onDemand = ON_DEMAND.test(id) || (info?.dynamicImporters.length ?? 0) > 0 || bringsOnDemand.get(id) === true;
      for (const dep of info?.importedIds ?? []) {
        if (!seen.has(dep)) {
          seen.add(dep);
          queue.push(dep);
        }
      }
    }
    bringsOnDemand.set(root, onDemand);
    return onDemand;
  }
  return {
    groups: [
      { name: 'index', tags: ['$initial'], priority: 3 },
      { name: 'app-layout', test: /src[\\/]app[\\/]layouts[\\/]app-layout\.tsx$/, priority: 2 },
      {
        test: GENERIC,
        debugName: 'common',
        name: (id, ctx) => (staysOnDemand(id, ctx) ? null : 'common'),
        minShareCount: COMMON_MIN_PAGES,
        priority: 1,
      },
    ],
  };
}
