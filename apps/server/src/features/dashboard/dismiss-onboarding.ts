import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/accounts.js';

/** The owner closes the checklist for the whole account (kept on the server: every device, every session). */
export async function dismissOnboarding(db: DbOrTx, { accountId }: { accountId: string }): Promise<void> {
  await db.update(accounts).set({ onboardingDismissedAt: new Date() }).where(eq(accounts.id, accountId));
}
