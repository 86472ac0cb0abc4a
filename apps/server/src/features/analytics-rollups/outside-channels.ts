import { sql } from 'drizzle-orm';
import { OUTSIDE_CHANNELS } from '@app/shared/channels';

/**
 * The channels whose conversations have a visitor, as SQL literals: `c.channel in (${OUTSIDE_SQL})`. Literals, not
 * parameters, so the statement's text (and its plan) stays the same; the list is the shared constant, never input.
 */
export const OUTSIDE_SQL = sql.raw(OUTSIDE_CHANNELS.map((channel) => `'${channel}'`).join(', '));
