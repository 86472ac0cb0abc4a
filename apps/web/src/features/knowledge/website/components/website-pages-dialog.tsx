import type { Website } from '@app/shared/api/knowledge-website';
import { Dialog } from '../../../../components/ui/dialog';
import { Button } from '../../../../components/ui/button';
import { websiteText } from '@app/shared/i18n/knowledge-website';
import { errorMessage } from '../../../../lib/api-client';
import { useWebsitePages } from '../api/get-website-pages';

/** What became of every address of the latest run: stored, unchanged, skipped (with the reason) or failed. */
export function WebsitePagesDialog({ agentId, website, onClose }: { agentId: string; website: Website; onClose: () => void }) {
  const t = websiteText;
  const pages = useWebsitePages(agentId, website.id);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.pagesTitle(website.url)}
      description={t.pagesDescription}
      wide
    >
      {pages.isLoading ? (
        <p className="text-slate-700">{t.pagesLoading}</p>
      ) : pages.error ? (
        <p role="alert" className="text-red-800">
          {errorMessage(pages.error)}
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">{t.pagesTotal(pages.data!.pages.length, pages.data!.total)}</p>
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
            {pages.data!.pages.map((page) => {
              const reason = t.reason(page.state, page.reason, page.httpStatus);
              return (
                <li key={page.id} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
                  <div className="min-w-0">
                    {page.title ? <p className="font-medium text-slate-900">{page.title}</p> : null}
                    <a href={page.url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
                      {page.url}
                    </a>
                  </div>
                  <p className="shrink-0 text-slate-700">
                    {page.documentStatus && (page.state === 'stored' || page.state === 'unchanged')
                      ? `${t.pageStates[page.state]} · ${t.documentStatus[page.documentStatus] ?? page.documentStatus}`
                      : t.pageStates[page.state]}
                    {reason ? ` · ${reason}` : ''}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </Dialog>
  );
}
