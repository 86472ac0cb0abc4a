import { useForm } from 'react-hook-form';
import { Search } from 'lucide-react';
import type { RetrievalTestInput, retrievalTestSchema } from '@app/shared/api/knowledge';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import type { z } from 'zod';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { knowledgeText } from '@app/shared/i18n/knowledge';
import { errorMessage } from '../../../lib/api-client';
import { useTestRetrieval } from '../api/test-retrieval';

const TOP_K_CHOICES = [3, 5, 10];

/**
 * Scores mean nothing to a business owner (and their scale depends on the search method): the passage is described
 * in words, compared with the best one found for the same question.
 */
function RelevanceBadge({ score, best }: { score: number; best: number }) {
  const t = knowledgeText.search.relevance;
  const ratio = best > 0 ? score / best : 1;
  const [label, tone] =
    ratio >= 0.75
      ? [t.high, 'bg-green-100 text-green-800']
      : ratio >= 0.4
        ? [t.medium, 'bg-amber-100 text-amber-900']
        : [t.low, 'bg-slate-100 text-slate-700'];
  return <span className={`rounded-full px-2 py-0.5 font-semibold ${tone}`}>{label}</span>;
}

const retrievalTestRule = lazyFormRule(() => import('@app/shared/api/knowledge').then((m) => m.retrievalTestSchema));

/** 'Prova la ricerca': what the agent would find in its documents for a question (like Dify's hit testing). */
export function RetrievalTestPanel({ agentId }: { agentId: string }) {
  const t = knowledgeText.search;
  const form = useForm<z.input<typeof retrievalTestSchema>, unknown, RetrievalTestInput>({
    resolver: useLazyFormRule(retrievalTestRule),
    defaultValues: { query: '', topK: 5 },
  });
  const search = useTestRetrieval(agentId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          noValidate
          onSubmit={form.handleSubmit((values) => search.mutate(values))}
        >
          <div className="flex-1">
            <Field label={t.query} error={form.formState.errors.query?.message}>
              <Input placeholder={t.placeholder} autoComplete="off" {...form.register('query')} />
            </Field>
          </div>
          <div className="w-40">
            <Field label={t.topK}>
              <select
                className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
                {...form.register('topK', { valueAsNumber: true })}
              >
                {TOP_K_CHOICES.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Button type="submit" disabled={search.isPending}>
            <Search className="h-4 w-4" aria-hidden="true" />
            {search.isPending ? t.searching : t.submit}
          </Button>
        </form>

        {search.error ? (
          <p role="alert" className="text-red-800">
            {t.error(errorMessage(search.error))}
          </p>
        ) : null}
        {search.data ? (
          search.data.results.length === 0 ? (
            <p className="text-slate-700" role="status">
              {t.noResults}
            </p>
          ) : (
            <ol className="space-y-3" aria-label={t.resultsLabel}>
              {search.data.results.map((hit) => (
                <li key={`${hit.documentId}-${hit.start}`} className="rounded-md border border-slate-200 p-3">
                  <p className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                    <RelevanceBadge score={hit.score} best={Math.max(...search.data.results.map((r) => r.score))} />
                    <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{t.from(hit.file)}</span>
                    {hit.page ? <span>{t.page(hit.page)}</span> : null}
                  </p>
                  <p className="whitespace-pre-line text-sm text-slate-800">{hit.text}</p>
                </li>
              ))}
            </ol>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}
