import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { retrievalTestSchema, type RetrievalTestInput } from '@app/shared/api/knowledge';
import type { z } from 'zod';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { knowledgeText } from '../../../i18n/knowledge';
import { errorMessage } from '../../../lib/api-client';
import { useTestRetrieval } from '../api/test-retrieval';

const TOP_K_CHOICES = [3, 5, 10];

/** 'Prova la ricerca': what the agent would find in its documents for a question (like Dify's hit testing). */
export function RetrievalTestPanel({ agentId }: { agentId: string }) {
  const t = knowledgeText.search;
  const form = useForm<z.input<typeof retrievalTestSchema>, unknown, RetrievalTestInput>({
    resolver: zodResolver(retrievalTestSchema),
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
              {search.data.results.map((hit, i) => (
                <li key={`${hit.documentId}-${hit.start}`} className="rounded-md border border-slate-200 p-3">
                  <p className="mb-1 flex flex-wrap gap-x-2 text-xs text-slate-600">
                    <span className="font-semibold text-slate-900">
                      {i + 1}. {hit.file}
                    </span>
                    {hit.page ? <span>{t.page(hit.page)}</span> : null}
                    <span>{t.chars(hit.start, hit.end)}</span>
                    <span>{t.score(hit.score)}</span>
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
