import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { toast } from '../../../../lib/notify';
import { createWebsiteSchema, WEBSITE_DEFAULT_MAX_DEPTH, type CreateWebsite } from '@app/shared/api/knowledge-website';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { Button } from '../../../../components/ui/button';
import { websiteText } from '@app/shared/i18n/knowledge-website';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client';
import { useAddWebsite } from '../api/add-website';

type Errors = Partial<Record<'url' | 'includePaths' | 'excludePaths' | 'maxDepth' | 'maxPages', string>>;

const paths = (text: string) =>
  text
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The address (a page or a sitemap.xml) and the crawl's options, checked with the server's own schema. */
export function AddWebsiteForm({ agentId, pageLimit }: { agentId: string; pageLimit: number | null }) {
  const t = websiteText;
  const add = useAddWebsite(agentId);
  const [url, setUrl] = useState('');
  const [include, setInclude] = useState('');
  const [exclude, setExclude] = useState('');
  const [maxDepth, setMaxDepth] = useState(String(WEBSITE_DEFAULT_MAX_DEPTH));
  const [maxPages, setMaxPages] = useState('');
  const [weekly, setWeekly] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebsiteSchema.safeParse({
      url,
      includePaths: paths(include),
      excludePaths: paths(exclude),
      maxDepth: maxDepth.trim() === '' ? undefined : maxDepth,
      maxPages: maxPages.trim() === '' ? undefined : maxPages,
      weeklyRefresh: weekly,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data satisfies CreateWebsite, {
      onSuccess: () => {
        toast.success(t.added);
        setUrl('');
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.fieldErrors) {
          setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([key, messages]) => [key, messages[0]])) as Errors);
        }
        toast.error(t.addError(errorMessage(err)));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-slate-200 p-4" aria-label={t.title}>
      <Field label={t.url} error={errors.url} required>
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t.urlPlaceholder}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </Field>
      <details className="rounded-md bg-slate-50 p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">{t.options}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Field label={t.includePaths} error={errors.includePaths} hint={t.pathsHint}>
            <Textarea rows={2} value={include} onChange={(e) => setInclude(e.target.value)} />
          </Field>
          <Field label={t.excludePaths} error={errors.excludePaths} hint={t.pathsHint}>
            <Textarea rows={2} value={exclude} onChange={(e) => setExclude(e.target.value)} />
          </Field>
          <Field label={t.maxDepth} error={errors.maxDepth}>
            <Input type="number" min={0} max={20} value={maxDepth} onChange={(e) => setMaxDepth(e.target.value)} />
          </Field>
          <Field label={t.maxPages} error={errors.maxPages} hint={pageLimit !== null ? t.maxPagesHint(pageLimit) : undefined}>
            <Input type="number" min={1} value={maxPages} onChange={(e) => setMaxPages(e.target.value)} />
          </Field>
        </div>
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={weekly}
            onChange={(e) => setWeekly(e.target.checked)}
          />
          {t.weeklyRefresh}
        </label>
      </details>
      <div className="flex justify-end">
        <Button type="submit" disabled={add.isPending}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {add.isPending ? t.adding : t.add}
        </Button>
      </div>
    </form>
  );
}
