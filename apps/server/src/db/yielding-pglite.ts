import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { PGlite, type ExecProtocolOptions, type Transaction } from '@electric-sql/pglite';
import { noteStatements } from './statement-count.js';

/**
 * PGlite that lets the event loop run before each protocol message it executes (ADR 0079). PGlite runs a statement
 * synchronously on the caller's thread and resolves its promise at once, so the statements of every waiting turn
 * chain through the microtask queue: the loop does no I/O until all of them are done, and under saturation a
 * connection that is not yet open waits a whole batch of turns per connection accepted (bench/chat-public.mjs:
 * the first message of late visitors waited up to 3 s). One loop turn per message (~50 per chat turn) costs a few
 * microseconds each; the query and transaction locks are held across it, so no other statement can slip in.
 */
export class YieldingPGlite extends PGlite {
  override async execProtocolRaw(message: Uint8Array, options?: ExecProtocolOptions): Promise<Uint8Array> {
    await nextLoopTurn();
    return super.execProtocolRaw(message, options);
  }

  /** PGlite sends a transaction's BEGIN and its COMMIT or ROLLBACK itself: counted here, as drizzle counts the rest. */
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    noteStatements(2);
    return super.transaction(callback);
  }
}
