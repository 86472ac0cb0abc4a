import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { PROVIDER_FAILING_MESSAGES } from '@app/shared/i18n/dashboard';
import { type ProviderFailing } from '@app/shared/api/dashboard';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { providerFailures } from '../../db/schema/platform.js';
import { newId } from '../../db/ids.js';
import { composeEmail } from '../../mail/templates.js';

/**
 * A failed answer of the model provider for an account (issue 33). The first failure while none is open opens one and
 * tells the owner, once: an e-mail, and the dashboard's notice (`providerFailingFor`). Later failures only count until
 * the provider answers again (`noteProviderAnswered`). Never throws: the visitor's offline answer must not wait on it.
 */
export async function noteProviderFailure(ctx: AppContext, args: { accountId: string; keyRef: string; error: unknown }): Promise<void> {
  const lastError = String((args.error as Error | undefined)?.message ?? args.error).slice(0, 500);
  try {
    const [opened] = await ctx.db
      .insert(providerFailures)
      .values({ id: newId(), accountId: args.accountId, keyRef: args.keyRef, lastError })
      .onConflictDoNothing()
      .returning({ id: providerFailures.id });
    if (!opened) {
      await ctx.db
        .update(providerFailures)
        .set({ failures: sql`${providerFailures.failures} + 1`, lastFailedAt: new Date(), lastError })
        .where(openFailure(args.accountId, args.keyRef));
      return;
    }
    const [owner] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.accountId, args.accountId), eq(users.role, 'owner')));
    if (owner) {
      await ctx.mailer.send(
        composeEmail(owner.email, PROVIDER_FAILING_MESSAGES.emailSubject, {
          paragraphs: [...PROVIDER_FAILING_MESSAGES.emailParagraphs],
          action: { label: PROVIDER_FAILING_MESSAGES.emailAction, url: `${ctx.config.APP_URL}/dashboard` },
          footer: PROVIDER_FAILING_MESSAGES.emailFooter,
        }),
      );
    }
  } catch (error) {
    ctx.log.warn({ err: error, accountId: args.accountId }, 'provider failure not recorded');
  }
}

/** The provider answered for this account: its open failure, if any, is over (a new one will be told again). */
export async function noteProviderAnswered(ctx: AppContext, args: { accountId: string; keyRef: string }): Promise<void> {
  await ctx.db
    .update(providerFailures)
    .set({ resolvedAt: new Date() })
    .where(openFailure(args.accountId, args.keyRef))
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'provider recovery not recorded'));
}

const openFailure = (accountId: string, keyRef: string) =>
  and(eq(providerFailures.accountId, accountId), eq(providerFailures.keyRef, keyRef), isNull(providerFailures.resolvedAt));

/** The dashboard's notice: the account's provider failing since when, or null. */
export async function providerFailingFor(db: DbOrTx, accountId: string): Promise<ProviderFailing | null> {
  const [row] = await db
    .select()
    .from(providerFailures)
    .where(and(eq(providerFailures.accountId, accountId), isNull(providerFailures.resolvedAt)))
    .orderBy(desc(providerFailures.lastFailedAt))
    .limit(1);
  return row ? { since: row.firstFailedAt.toISOString(), failures: row.failures } : null;
}

/** For the back office: per key reference, how many accounts it is failing for now and when it last failed. */
export async function unsafeFailingKeys(db: DbOrTx): Promise<Map<string, { accounts: number; lastFailedAt: Date; lastError: string }>> {
  const rows = await db
    .select({
      keyRef: providerFailures.keyRef,
      accounts: sql<number>`count(*)::int`,
      lastFailedAt: sql<Date>`max(${providerFailures.lastFailedAt})`,
      lastError: sql<string>`(array_agg(${providerFailures.lastError} order by ${providerFailures.lastFailedAt} desc))[1]`,
    })
    .from(providerFailures)
    .where(isNull(providerFailures.resolvedAt))
    .groupBy(providerFailures.keyRef);
  return new Map(
    rows.map((row) => [row.keyRef, { accounts: row.accounts, lastFailedAt: new Date(row.lastFailedAt), lastError: row.lastError }]),
  );
}
