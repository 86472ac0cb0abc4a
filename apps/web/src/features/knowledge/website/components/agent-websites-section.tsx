import { useState } from 'react';
import { Globe, ListTree, RefreshCw, Square } from 'lucide-react';
import { toast } from '../../../../lib/notify';
import type { Website } from '@app/shared/api/knowledge-website';
import { formatDateIt } from '@app/shared/format';
import { Button } from '../../../../components/ui/button';
import { websiteText } from '@app/shared/i18n/knowledge-website';
import { errorMessage } from '../../../../lib/api-client';
import { useWebsites } from '../api/get-websites';
import { useRefreshWebsite } from '../api/refresh-website';
import { useCancelWebsite } from '../api/cancel-website';
import { useUpdateWebsite } from '../api/update-website';
import { useDeleteWebsite } from '../api/delete-website';
import { useLiveWebsites } from '../use-live-websites';
import { AddWebsiteForm } from './add-website-form';
import { WebsitePagesDialog } from './website-pages-dialog';
import { WebsiteProgress } from './website-progress';
import { SourceSection } from '../../components/source-section';

/**
 * 'Sito web' of an agent's knowledge (issue 29): add a website or a sitemap, watch its crawl live, 'Aggiorna',
 * 'Interrompi', the weekly refresh, the pages with what became of each, and delete.
 */
export function AgentWebsitesSection({ agentId }: { agentId: string }) {
  const t = websiteText;
  const websites = useWebsites(agentId);
  const refresh = useRefreshWebsite(agentId);
  const cancel = useCancelWebsite(agentId);
  const update = useUpdateWebsite(agentId);
  const remove = useDeleteWebsite(agentId);
  const [viewing, setViewing] = useState<Website | null>(null);
  useLiveWebsites(agentId);

  const list = websites.data;
  return (
    <SourceSection
      text={{ ...t, cancel: t.cancelDialog }}
      query={websites}
      items={list?.websites}
      nameOf={(website) => website.url}
      tools={
        <>
          <AddWebsiteForm agentId={agentId} pageLimit={list?.pageLimit ?? null} />
          {list ? <p className="text-sm text-slate-600">{t.usage(list.pagesUsed, list.pageLimit)}</p> : null}
        </>
      }
      remove={remove}
      renderItem={(website, deleteButton) => {
        const running = website.status === 'queued' || website.status === 'crawling';
        return (
          <li key={website.id} className="space-y-2 px-3 py-3 text-sm" data-website-id={website.id}>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 items-start gap-2">
                <Globe className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0">
                  <a
                    href={website.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all font-medium text-brand-700 underline"
                    aria-label={t.openPage(website.url)}
                  >
                    {website.url}
                  </a>
                  <p className="text-slate-700">
                    <span className="font-medium">{t.status[website.status]}</span>
                    {website.finishedAt && !running ? ` · ${t.lastCrawl(formatDateIt(website.finishedAt))}` : ''}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2 pl-6 sm:pl-0">
                {running ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t.cancelLabel(website.url)}
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(website.id, { onError: (err) => toast.error(t.cancelError(errorMessage(err))) })}
                  >
                    <Square className="h-4 w-4" aria-hidden="true" />
                    {t.cancel}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t.refreshLabel(website.url)}
                    disabled={refresh.isPending}
                    onClick={() =>
                      refresh.mutate(website.id, {
                        onSuccess: () => toast.success(t.refreshed),
                        onError: (err) => toast.error(t.refreshError(errorMessage(err))),
                      })
                    }
                  >
                    <RefreshCw className="h-4 w-4" aria-hidden="true" />
                    {t.refresh}
                  </Button>
                )}
                <Button variant="outline" size="sm" aria-label={t.pagesLabel(website.url)} onClick={() => setViewing(website)}>
                  <ListTree className="h-4 w-4" aria-hidden="true" />
                  {t.pages}
                </Button>
                {deleteButton}
              </div>
            </div>
            <WebsiteProgress website={website} />
            {website.notice ? (
              <p
                className={website.status === 'failed' ? 'text-red-800' : 'text-amber-800'}
                role={website.status === 'failed' ? 'alert' : undefined}
              >
                {website.notice}
              </p>
            ) : null}
            <label className="flex items-center gap-2 text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={website.weeklyRefresh}
                aria-label={t.weeklyToggleLabel(website.url)}
                disabled={update.isPending}
                onChange={(e) =>
                  update.mutate(
                    { websiteId: website.id, input: { weeklyRefresh: e.target.checked } },
                    {
                      onSuccess: (saved) => toast.success(t.weeklySaved(saved.weeklyRefresh)),
                      onError: (err) => toast.error(errorMessage(err)),
                    },
                  )
                }
              />
              {t.weeklyRefresh}
            </label>
          </li>
        );
      }}
    >
      {viewing ? <WebsitePagesDialog agentId={agentId} website={viewing} onClose={() => setViewing(null)} /> : null}
    </SourceSection>
  );
}
