import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { Upload } from 'lucide-react';
import type { CreateAgent, CreateAgentInput } from '@app/shared/api/agents';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { ACCEPTED_FILES } from '@app/shared/api/knowledge';
import { UNSUPPORTED_FILE_MESSAGE } from '@app/shared/i18n/knowledge';
import { PageHeader } from '../../../components/ui/page-header';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { AccessDenied } from '../../../components/ui/access-denied';
import { agentsText } from '@app/shared/i18n/agents';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useAgents } from '../api/get-agents';
import { useInstructors } from '../api/get-instructors';
import { useApiKeyOptions } from '../api/get-api-key-options';
import { useCreateAgent } from '../api/create-agent';
import { useUploadCreationDocument } from '../api/upload-creation-document';
import { useAddCreationWebsite } from '../api/add-creation-website';
import { InstructorSelect, selectClass } from '../components/instructor-select';
import { UploadList, type UploadItem } from '../components/upload-list';
import { AgentLimitNotice } from '../components/agent-limit-notice';
import { CARRIED_TOAST, toast } from '../../../lib/notify';

import { isAcceptedFile } from '../../../lib/accepted-file';

/**
 * Knowledge of another feature added in the creation form (issue 29: notes and questions and answers), composed by
 * app/routes: what the form shows, and what to save once the agent exists (returning what was refused, and why).
 */
export interface CreationKnowledge {
  section: (disabled: boolean) => ReactNode;
  saveAll: (agentId: string) => Promise<{ name: string; message: string }[]>;
}

const createAgentRule = lazyFormRule(() => import('@app/shared/api/agents').then((m) => m.createAgentSchema));

/** /agent/create (spec §2, §4): the agent first, then each file one by one, then the written knowledge, then /agents. */
export function CreateAgentPage({ extraKnowledge = [] }: { extraKnowledge?: CreationKnowledge[] }) {
  const t = agentsText;
  const navigate = useNavigate();
  const list = useAgents();
  const instructors = useInstructors();
  const apiKeys = useApiKeyOptions();
  const create = useCreateAgent();
  const upload = useUploadCreationDocument();
  const addWebsite = useAddCreationWebsite();
  const [website, setWebsite] = useState('');
  const [items, setItems] = useState<UploadItem[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<CreateAgentInput, unknown, CreateAgent>({
    resolver: useLazyFormRule(createAgentRule),
    defaultValues: { name: '', description: '', instructions: '', instructorId: '', apiKeyId: '' },
  });
  const { errors } = form.formState;

  const setItem = (key: string, patch: Partial<UploadItem>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const [dragging, setDragging] = useState(false);
  // Chosen with the button or dropped on the area: the same checks either way.
  const onFiles = (chosen: File[]) => {
    const accepted = chosen.filter(isAcceptedFile);
    setFileError(accepted.length < chosen.length ? UNSUPPORTED_FILE_MESSAGE : undefined);
    setItems((all) => [
      ...all,
      ...accepted.map((file) => ({
        key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
        file,
        state: 'pending' as const,
      })),
    ]);
    // The same file may be chosen again after removing it from the list.
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    let agentId: string;
    try {
      agentId = (await create.mutateAsync(values)).id;
    } catch (err) {
      if (err instanceof ApiRequestError && err.fieldErrors) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          if (field in values) form.setError(field as keyof CreateAgentInput, { message: messages[0] });
        }
      }
      toast.error(t.create.error(errorMessage(err)));
      setBusy(false);
      return;
    }
    const failed: string[] = [];
    for (const item of items) {
      setItem(item.key, { state: 'uploading' });
      try {
        await upload.mutateAsync({ agentId, file: item.file });
        setItem(item.key, { state: 'uploaded' });
      } catch (err) {
        failed.push(item.file.name);
        setItem(item.key, { state: 'error', error: errorMessage(err) });
        // The page goes to /agents next: the reason must outlive that navigation.
        toast.error(t.create.fileError(item.file.name, errorMessage(err)), { id: `${CARRIED_TOAST}${item.key}` });
      }
    }
    const refused: { name: string; message: string }[] = [];
    for (const extra of extraKnowledge) refused.push(...(await extra.saveAll(agentId)));
    for (const [i, source] of refused.entries())
      toast.error(t.create.sourceError(source.name, source.message), { id: `${CARRIED_TOAST}source-${i}` });
    if (website.trim()) {
      try {
        await addWebsite.mutateAsync({ agentId, url: website.trim() });
      } catch (err) {
        toast.error(t.create.websiteError(errorMessage(err)), { id: `${CARRIED_TOAST}website` });
      }
    }
    if (failed.length > 0) toast.warning(t.create.someFilesFailed(failed), { duration: 10_000 });
    else if (refused.length > 0) toast.warning(t.create.someSourcesFailed(refused.map((r) => r.name)), { duration: 10_000 });
    else toast.success(t.create.success);
    navigate('/agents');
  });

  if (list.isLoading) return <PageSkeleton />;
  if (list.data && !list.data.canCreate) return <AccessDenied message={t.create.cannotCreate} />;
  const limit = list.data?.limit;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.create.title} description={t.create.description} />
      {limit?.reached ? <AgentLimitNotice limit={limit} /> : null}
      <Card className="p-6">
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={busy} className="space-y-5">
            <p className="text-sm text-slate-600">{t.form.requiredNote}</p>
            <Field label={t.form.name} error={errors.name?.message} required>
              <Input autoComplete="off" {...form.register('name')} />
            </Field>
            <Field label={t.form.description} error={errors.description?.message}>
              <Textarea rows={2} {...form.register('description')} />
            </Field>
            <Field label={t.form.instructions} error={errors.instructions?.message} hint={t.form.instructionsHint} required>
              <Textarea rows={6} placeholder={t.form.instructionsExample} {...form.register('instructions')} />
            </Field>
            <Field label={t.form.instructor} error={errors.instructorId?.message}>
              <InstructorSelect instructors={instructors.data ?? []} emptyLabel={t.form.noInstructor} {...form.register('instructorId')} />
            </Field>
            <Field
              label={t.form.apiKey}
              error={errors.apiKeyId?.message}
              hint={apiKeys.data && apiKeys.data.length === 0 ? t.form.noApiKeys : undefined}
            >
              <select className={selectClass} {...form.register('apiKeyId')}>
                <option value="">{t.form.defaultApiKey}</option>
                {(apiKeys.data ?? []).map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.name}
                  </option>
                ))}
              </select>
            </Field>
            {/* The native picker's own button speaks the browser's language; an Italian button opens it instead. */}
            <Field label={t.form.files} error={fileError}>
              <input
                ref={fileInput}
                type="file"
                multiple
                accept={ACCEPTED_FILES}
                onChange={(e) => onFiles(Array.from(e.target.files ?? []))}
                className="sr-only"
                tabIndex={-1}
              />
            </Field>
            <div
              data-testid="creation-drop-zone"
              onDragOver={(e: DragEvent<HTMLDivElement>) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(e: DragEvent<HTMLDivElement>) => {
                e.preventDefault();
                setDragging(false);
                if (!busy) onFiles(Array.from(e.dataTransfer.files));
              }}
              className={`-mt-3 flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed p-4 ${
                dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
              }`}
            >
              <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
                <Upload className="h-4 w-4" aria-hidden="true" />
                {t.form.chooseFiles}
              </Button>
              <span className="text-xs text-slate-600">
                {t.form.dropHint} {t.form.filesHint}
              </span>
            </div>
            <UploadList items={items} disabled={busy} onRemove={(key) => setItems((all) => all.filter((i) => i.key !== key))} />
            {extraKnowledge.map((extra, i) => (
              <div key={i}>{extra.section(busy)}</div>
            ))}
            <Field label={t.form.website} hint={t.form.websiteHint}>
              <Input
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={t.form.websitePlaceholder}
                value={website}
                onChange={(e) => setWebsite(e.target.value)}
              />
            </Field>
            <div className="flex justify-end gap-2">
              <Link to="/agents" className={buttonClasses('outline')}>
                {t.remove.cancel}
              </Link>
              <Button type="submit" disabled={busy || Boolean(limit?.reached)}>
                {busy ? t.create.submitting : t.create.submit}
              </Button>
            </div>
          </fieldset>
        </form>
      </Card>
    </div>
  );
}
