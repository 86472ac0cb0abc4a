import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MemberCaller } from '@app/shared/roles';
import { WEBSITE_MESSAGES } from '@app/shared/i18n/knowledge-website';
import { type UpdateWebsite } from '@app/shared/api/knowledge-website';
import type { AppContext } from '../../../app-context.js';
import { websitePages, websiteSources } from '../../../db/schema/websites.js';
import { conflict, notFound } from '../../../base/errors.js';
import { requireAgent } from '../../agents/require-agent.js';
import { requireActivePlan } from '../../account/plan-state.js';
import { publishWebsiteChanged, startRun } from './website-runs.js';
import { unsafeRemovePageDocument } from './page-documents.js';
import { findWebsite, progressOf, toWebsiteDto } from './website-dto.js';

interface Target {
  caller: MemberCaller;
  agentId: string;
  websiteId: string;
}

async function manageable(ctx: AppContext, { caller, agentId, websiteId }: Target) {
  const agent = await requireAgent(ctx.db, caller, agentId, 'manage');
  const website = await findWebsite(ctx.db, caller.accountId, agent.id, websiteId);
  if (!website) throw notFound(WEBSITE_MESSAGES.notFound, 'WEBSITE_NOT_FOUND');
  return website;
}

async function dto(ctx: AppContext, accountId: string, websiteId: string) {
  const [row] = await ctx.db
    .select()
    .from(websiteSources)
    .where(and(eq(websiteSources.id, websiteId), eq(websiteSources.accountId, accountId)));
  if (!row) throw notFound(WEBSITE_MESSAGES.notFound, 'WEBSITE_NOT_FOUND');
  return toWebsiteDto(row, (await progressOf(ctx.db, accountId, [row])).get(row.id));
}

/** 'Aggiorna': a new run that fetches every page again and processes only those whose content changed. */
export async function refreshWebsite(ctx: AppContext, target: Target) {
  const website = await manageable(ctx, target);
  await requireActivePlan(ctx.db, target.caller.accountId);
  const started = await startRun(ctx, website.id);
  if (!started) throw conflict(WEBSITE_MESSAGES.busy, 'WEBSITE_BUSY');
  return dto(ctx, target.caller.accountId, website.id);
}

/** 'Interrompi': the run ends where it is; pages already stored stay. */
export async function cancelWebsite(ctx: AppContext, target: Target) {
  const website = await manageable(ctx, target);
  const [cancelled] = await ctx.db
    .update(websiteSources)
    .set({ status: 'cancelled', notice: WEBSITE_MESSAGES.cancelled, finishedAt: sql`now()` })
    .where(and(eq(websiteSources.id, website.id), inArray(websiteSources.status, ['queued', 'crawling'])))
    .returning();
  if (cancelled) {
    await ctx.db
      .update(websitePages)
      .set({ state: 'skipped', reason: 'limit' })
      .where(and(eq(websitePages.websiteId, website.id), eq(websitePages.run, website.run), eq(websitePages.state, 'queued')));
    await publishWebsiteChanged(ctx, website);
  }
  return dto(ctx, target.caller.accountId, website.id);
}

/** The weekly refresh on or off. */
export async function updateWebsite(ctx: AppContext, target: Target & { input: UpdateWebsite }) {
  const website = await manageable(ctx, target);
  await ctx.db.update(websiteSources).set({ weeklyRefresh: target.input.weeklyRefresh }).where(eq(websiteSources.id, website.id));
  await publishWebsiteChanged(ctx, website);
  return dto(ctx, target.caller.accountId, website.id);
}

/** Removes the website, every document its pages gave, and its pages. A crawl under way stops at its next page. */
export async function deleteWebsite(ctx: AppContext, target: Target) {
  const website = await manageable(ctx, target);
  const pages = await ctx.db.transaction(async (tx) => {
    // The row's lock orders this with a page being stored (page-documents.ts): its document is in the list, or is never made.
    await tx.select({ id: websiteSources.id }).from(websiteSources).where(eq(websiteSources.id, website.id)).for('update');
    const found = await tx
      .select({ documentId: websitePages.documentId })
      .from(websitePages)
      .where(and(eq(websitePages.websiteId, website.id), sql`${websitePages.documentId} is not null`));
    await tx.delete(websiteSources).where(and(eq(websiteSources.id, website.id), eq(websiteSources.accountId, target.caller.accountId)));
    return found;
  });
  for (const page of pages) await unsafeRemovePageDocument(ctx, page.documentId!);
  await publishWebsiteChanged(ctx, website);
}
