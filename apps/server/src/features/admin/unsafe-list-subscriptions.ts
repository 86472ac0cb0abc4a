import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { listSubscriptionsQuerySchema, SubscriptionPage } from '@app/shared/api/admin';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { accounts, profiles } from '../../db/schema/accounts.js';
import { users } from '../../db/schema/auth.js';
import { billingProfiles } from '../../db/schema/billing.js';
import { shownEmail } from '../account/shown-email.js';
import { toSubscriptionRow, unsafeSubscriptionSelection } from './unsafe-subscription-rows.js';

type Query = z.output<typeof listSubscriptionsQuerySchema>;

/** `%`, `_` and `\` typed by the operator are searched for literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: Query, now: Date): SQL[] {
  // Customers only (issue 34): the platform's operators belong to no account and are not listed.
  const where: SQL[] = [isNotNull(users.accountId)];
  if (query.q) {
    const pattern = likePattern(query.q);
    // Indexed searches (trigram indexes on the address, on the address typed for a row added with an address in use
    // elsewhere, and on the name) united, rather than one OR across a join. Such a row is found by the address shown
    // for it (ADR 0111, 0113), never by its internal placeholder.
    where.push(
      sql`${users.id} in (select ${users.id} from ${users} where ${users.email} ilike ${pattern} and ${users.invitedEmail} is null
        union select ${users.id} from ${users} where ${users.invitedEmail} is not null and ${users.invitedEmail} ilike ${pattern}
        union select ${profiles.userId} from ${profiles}
        where (coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')) ilike ${pattern}
        union select ${users.id} from ${users} join ${billingProfiles} on ${billingProfiles.accountId} = ${users.accountId}
        where ${billingProfiles.companyName} ilike ${pattern} or ${billingProfiles.vatNumber} ilike ${pattern})`,
    );
  }
  const subscribed = sql`(${accounts.plan} is not null and ${accounts.planExpiresAt} > ${now})`;
  const trial = sql`(not ${subscribed} and ${accounts.trialEndsAt} > ${now})`;
  if (query.plan === 'trial') where.push(trial);
  else if (query.plan === 'expired')
    where.push(sql`(${users.accountId} is not null and not ${subscribed} and not coalesce(${trial}, false))`);
  else if (query.plan) where.push(eq(accounts.plan, query.plan));
  const banned = sql`(${users.bannedUntil} is not null and ${users.bannedUntil} > ${now})`;
  if (query.status === 'banned') where.push(banned);
  else if (query.status === 'active') where.push(sql`not ${banned} and coalesce(${profiles.isActive}, false)`);
  else if (query.status === 'inactive') where.push(sql`not ${banned} and not coalesce(${profiles.isActive}, false)`);
  return where;
}

function ordering(query: Query): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc;
  // By customer: accounts newest (or oldest) first, each account's members together, the owner first.
  if (query.sort === 'account')
    return [
      direction(accounts.createdAt),
      direction(accounts.id),
      sql`(${users.role} = 'owner') desc`,
      asc(users.createdAt),
      asc(users.id),
    ];
  // The id breaks ties so pages never overlap. Each order is one of the indexes read forwards or backwards.
  if (query.sort === 'lastSignIn') {
    // Newest first ends with those who never signed in; oldest first starts with them ('Mai' is the oldest).
    return query.dir === 'asc'
      ? [sql`${users.lastSignInAt} asc nulls first`, asc(users.id)]
      : [sql`${users.lastSignInAt} desc nulls last`, desc(users.id)];
  }
  // The e-mail sort orders a row added with an address in use elsewhere by the address shown for it, never by its
  // internal placeholder (ADR 0113, 0124); `users_shown_email_idx` is this expression and the id.
  const column = query.sort === 'email' ? shownEmail() : users.createdAt;
  return [direction(column), direction(users.id)];
}

/**
 * Spec list-subscriptions for the operator, across every account: search, filters, sort and pages. The page's
 * ids are found on the indexed columns first, and only those 25–100 rows are joined and counted in full.
 */
export async function unsafeListSubscriptions(db: DbOrTx, query: Query, now: Date = new Date()): Promise<SubscriptionPage> {
  const where = and(...filters(query, now));
  const needsJoins = Boolean(query.plan || query.status || query.sort === 'account');
  const base = () => {
    const q = db.select({ id: users.id }).from(users);
    return needsJoins ? q.leftJoin(profiles, eq(profiles.userId, users.id)).leftJoin(accounts, eq(accounts.id, users.accountId)) : q;
  };
  const pageIds = await base()
    .where(where)
    .orderBy(...ordering(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const countQuery = needsJoins
    ? db
        .select({ n: count() })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(accounts, eq(accounts.id, users.accountId))
    : db.select({ n: count() }).from(users);
  const [total] = await countQuery.where(where);
  const ids = pageIds.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(unsafeSubscriptionSelection())
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .leftJoin(accounts, eq(accounts.id, users.accountId))
          .where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSubscriptionRow(row, now)] : [];
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
