import { and, eq } from 'drizzle-orm';
import { getDomain } from 'tldts';
import { isIP } from 'node:net';
import type { MemberCaller } from '@app/shared/roles';
import { WEBSITE_DEFAULT_MAX_DEPTH, type CreateWebsite } from '@app/shared/api/knowledge-website';
import { WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import type { AppContext } from '../../../app-context.js';
import { websiteSources } from '../../../db/schema/websites.js';
import { newId } from '../../../db/ids.js';
import { AppError, badRequest, conflict } from '../../../base/errors.js';
import { requireAgent } from '../../agents/require-agent.js';
import { requireActivePlan } from '../../account/plan-state.js';
import { assertPublicHost, hostOf, PrivateAddressError } from '../../../net/public-address.js';
import { sourceLimitReached } from '../sources/source-statistics.js';
import { crawlerSettings } from './crawler-settings.js';
import { CRAWL_WEBSITE_QUEUE, publishWebsiteChanged } from './website-runs.js';
import { isSitemapUrl, normalizeUrl } from './site.js';
import { progressOf, toWebsiteDto } from './website-dto.js';

/**
 * The start address as the crawler keeps it, or a 400: http(s) only (a bare 'www.esempio.it' is taken as https), a
 * host with a registrable domain or an IP address, and never a private one (the one SSRF guard, ADR 0167).
 */
export async function checkStartUrl(ctx: AppContext, input: string): Promise<string> {
  const raw = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input}`;
  const url = normalizeUrl(raw);
  if (!url) throw badRequest(WEBSITE_MESSAGES.invalidUrl, 'WEBSITE_URL_INVALID', { url: [WEBSITE_MESSAGES.invalidUrl] });
  const host = hostOf(url);
  const policy = crawlerSettings(ctx).policy;
  if (!isIP(host) && !getDomain(host) && !policy.allowedHosts?.has(host) && host !== 'localhost') {
    throw badRequest(WEBSITE_MESSAGES.invalidUrl, 'WEBSITE_URL_INVALID', { url: [WEBSITE_MESSAGES.invalidUrl] });
  }
  try {
    await assertPublicHost(host, policy);
  } catch (err) {
    if (err instanceof PrivateAddressError) {
      throw badRequest(WEBSITE_MESSAGES.privateAddress, 'WEBSITE_URL_PRIVATE', { url: [WEBSITE_MESSAGES.privateAddress] });
    }
    throw err;
  }
  return url;
}

/** POST /api/agents/:agentId/websites: adds a website to the agent's knowledge and queues its first crawl. */
export async function createWebsite(
  ctx: AppContext,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: CreateWebsite },
) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  const plan = await requireActivePlan(ctx.db, caller.accountId);
  const url = await checkStartUrl(ctx, input.url);
  const limit = plan.websitePagesPerAgent;
  if (input.maxPages !== undefined && input.maxPages > limit) {
    throw badRequest(WEBSITE_MESSAGES.pagesOverPlan(plan.name, limit), 'WEBSITE_PAGES_OVER_PLAN', {
      maxPages: [WEBSITE_MESSAGES.pagesOverPlan(plan.name, limit)],
    });
  }
  const reached = await sourceLimitReached(ctx.db, { accountId: caller.accountId, agentId: agent.id, type: 'web_page', plan });
  if (reached) throw new AppError(403, reached.code, reached.message);
  const [existing] = await ctx.db
    .select({ id: websiteSources.id })
    .from(websiteSources)
    .where(and(eq(websiteSources.accountId, caller.accountId), eq(websiteSources.agentId, agent.id), eq(websiteSources.startUrl, url)));
  if (existing) throw conflict(WEBSITE_MESSAGES.alreadyAdded, 'WEBSITE_EXISTS');
  const [row] = await ctx.db
    .insert(websiteSources)
    .values({
      id: newId(),
      accountId: caller.accountId,
      agentId: agent.id,
      startUrl: url,
      isSitemap: isSitemapUrl(url),
      includePaths: input.includePaths ?? [],
      excludePaths: input.excludePaths ?? [],
      maxDepth: input.maxDepth ?? WEBSITE_DEFAULT_MAX_DEPTH,
      maxPages: input.maxPages ?? limit,
      weeklyRefresh: input.weeklyRefresh ?? false,
      status: 'queued',
      run: 1,
    })
    .returning();
  await ctx.jobs.send(CRAWL_WEBSITE_QUEUE, { websiteId: row!.id });
  await publishWebsiteChanged(ctx, row!);
  return toWebsiteDto(row!, (await progressOf(ctx.db, caller.accountId, [row!])).get(row!.id));
}
