import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.js';

/**
 * The address to show for a user: a member added with an address in use in another account keeps it in
 * `invited_email`, and `email` holds an internal placeholder that nobody should read (ADR 0111). Every list that
 * shows members — the team, the instructors, the back office — goes through this one expression.
 */
export function shownEmail() {
  return sql<string>`coalesce(${users.invitedEmail}, ${users.email})`;
}
