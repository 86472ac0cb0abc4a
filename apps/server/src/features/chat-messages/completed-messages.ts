import { isNotNull, or, eq, type SQL } from 'drizzle-orm';
import { messages } from '../../db/schema/chat.js';

/**
 * Messages that really exist for the user: an agent reply row is reserved (empty, latency null) while its
 * answer streams, and only becomes visible once complete.
 */
export const completedMessages: SQL = or(eq(messages.sender, 'user'), isNotNull(messages.latencyMs))!;
