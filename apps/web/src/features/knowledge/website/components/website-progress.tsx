import type { Website } from '@app/shared/api/knowledge-website';
import { websiteText } from '@app/shared/i18n/knowledge-website';

/** The live counts of a website's latest run and a bar of the pages processed so far. */
export function WebsiteProgress({ website }: { website: Website }) {
  const t = websiteText.progress;
  const p = website.progress;
  const settled = p.processed + p.skipped + p.failed;
  const running = website.status === 'queued' || website.status === 'crawling' || p.processing > 0;
  const percent = p.found > 0 ? Math.min(100, Math.round((settled / p.found) * 100)) : 0;
  return (
    <div className="space-y-1.5">
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-slate-700" aria-live="polite" data-testid="website-progress">
        <span>{t.found(p.found)}</span>
        <span>{t.fetched(p.fetched)}</span>
        <span className="font-medium text-emerald-800">{t.processed(p.processed)}</span>
        {p.processing > 0 ? <span>{t.processing(p.processing)}</span> : null}
        <span>{t.skipped(p.skipped)}</span>
        {p.failed > 0 ? <span className="text-red-800">{t.failed(p.failed)}</span> : <span>{t.failed(0)}</span>}
      </p>
      {running ? (
        <div
          role="progressbar"
          aria-label={t.label(website.url)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded bg-slate-200"
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
    </div>
  );
}
