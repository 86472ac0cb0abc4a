import type { Database } from './client.js';

/** Tables whose statements notify `cached_rows` (migration 0016's triggers). */
export type CachedTable = 'agents' | 'api_keys';

const CHANNEL = 'cached_rows';
/** Entries kept per table: an embedded server's agents fit; beyond, the oldest entry is read again when asked. */
const MAX_ENTRIES = 2000;

export interface RowCache {
  /**
   * `load()`'s value for `key`, kept until a statement changes `table`. A load that throws (not found) is not
   * kept, so a row created later is found.
   */
  read<T>(table: CachedTable, key: string, load: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Rows every public chat turn reads and people rarely change (the agent, the platform's API key), kept in memory on
 * the embedded database only (ADR 0034). There one process owns the data (ADR 0076) and its queries run on the
 * event loop, so each saved query is loop time given back to the visitors; the triggers of migration 0016 empty a
 * table's entries at the commit of any statement that changed it, cascades included. On PostgreSQL every read goes
 * to the database: queries do not use this process's loop, and instances share no memory.
 */
export async function createRowCache(database: Database): Promise<RowCache> {
  if (!database.pglite) return { read: (_table, _key, load) => load(), close: async () => undefined };
  const entries = new Map<CachedTable, Map<string, unknown>>();
  // Bumped by every change: a load that started before a change must not keep what it read.
  const generation = new Map<CachedTable, number>();
  const unlisten = await database.pglite.listen(CHANNEL, (table) => {
    const changed = table as CachedTable;
    generation.set(changed, (generation.get(changed) ?? 0) + 1);
    entries.get(changed)?.clear();
  });
  return {
    async read<T>(table: CachedTable, key: string, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(table);
      if (kept?.has(key)) return kept.get(key) as T;
      const before = generation.get(table) ?? 0;
      const value = await load();
      if ((generation.get(table) ?? 0) === before) {
        const map = entries.get(table) ?? new Map<string, unknown>();
        entries.set(table, map);
        if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
        map.set(key, value);
      }
      return value;
    },
    close: () => unlisten(),
  };
}
