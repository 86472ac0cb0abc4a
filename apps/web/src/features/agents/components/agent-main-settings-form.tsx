import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { Agent, Instructor, UpdateAgent, UpdateAgentInput } from '@app/shared/api/agents';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { RowsSkeleton } from '../../../components/ui/skeleton';
import { agentsText, VISITOR_LANGUAGES_TEXT } from '@app/shared/i18n/agents';
import { VISITOR_LANGUAGES } from '@app/shared/visitor-language';
import { BUSINESS_CARD_TEXT } from '@app/shared/i18n/answer-outcome';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useInstructors } from '../api/get-instructors';
import { useUpdateAgent } from '../api/update-agent';
import { InstructorSelect, selectClass } from './instructor-select';

/**
 * The settings need an instructor (spec §6) while creation does not: an agent created without one opens with its
 * creator chosen when they may instruct, so saving an unrelated field does not fail on a field nobody touched.
 */
const defaultInstructor = (agent: Agent, instructors: Instructor[]) =>
  agent.instructorId ?? (instructors.some((instructor) => instructor.id === agent.userId) ? agent.userId : '');

const valuesOf = (agent: Agent, instructors: Instructor[]): UpdateAgentInput => ({
  name: agent.name,
  description: agent.description,
  instructions: agent.instructions,
  instructorId: defaultInstructor(agent, instructors),
  status: agent.status === 'Disattivato' ? 'Disattivato' : 'Attivo',
  memoryMode: agent.memoryMode,
  memoryRetentionDays: agent.memoryRetentionDays === null ? '' : String(agent.memoryRetentionDays),
  enableExplicitMemory: agent.enableExplicitMemory,
  showSources: agent.showSources,
  memoryApproval: agent.memoryApproval,
  hideSourceFileNames: agent.hideSourceFileNames,
  businessCard: agent.businessCard,
  visitorLanguages: agent.visitorLanguages,
});

const updateAgentRule = lazyFormRule(() => import('@app/shared/api/agents').then((m) => m.updateAgentSchema));

/**
 * Tab 'Impostazioni Principali' (spec §2, §5). The form waits for the instructors: a native select rendered
 * before its options exist would show 'Seleziona un istruttore' instead of the agent's instructor.
 */
export function AgentMainSettingsForm({ agent }: { agent: Agent }) {
  const instructors = useInstructors();
  if (instructors.isLoading) return <RowsSkeleton />;
  return <MainSettingsForm agent={agent} instructors={instructors.data ?? []} />;
}

function MainSettingsForm({ agent, instructors }: { agent: Agent; instructors: Instructor[] }) {
  const t = agentsText;
  const update = useUpdateAgent(agent.id);
  const form = useForm<UpdateAgentInput, unknown, UpdateAgent>({
    resolver: useLazyFormRule(updateAgentRule),
    defaultValues: valuesOf(agent, instructors),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const memoryMode = useWatch({ control: form.control, name: 'memoryMode' });

  // A change saved elsewhere refreshes the form, unless the user is editing it.
  useEffect(() => {
    if (!isDirty) form.reset(valuesOf(agent, instructors));
  }, [agent, instructors, form, isDirty]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved, instructors));
      toast.success(t.settings.saved);
    } catch (err) {
      if (err instanceof ApiRequestError && err.fieldErrors) {
        for (const [field, messages] of Object.entries(err.fieldErrors))
          form.setError(field as keyof UpdateAgentInput, { message: messages[0] });
      }
      toast.error(t.settings.error(errorMessage(err)));
    }
  });

  return (
    <Card className="p-6">
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className="space-y-5">
          <p className="text-sm text-slate-600">{t.form.requiredNote}</p>
          <Field label={t.form.name} error={errors.name?.message} required>
            <Input autoComplete="off" {...form.register('name')} />
          </Field>
          <Field label={t.form.description} error={errors.description?.message}>
            <Textarea rows={2} {...form.register('description')} />
          </Field>
          <Field label={t.form.instructions} error={errors.instructions?.message} hint={t.form.instructionsHint} required>
            <Textarea rows={8} {...form.register('instructions')} />
          </Field>
          <Field label={t.form.instructor} error={errors.instructorId?.message} required>
            <InstructorSelect instructors={instructors} emptyLabel={t.form.chooseInstructor} {...form.register('instructorId')} />
          </Field>
          <Field label={t.settings.status} error={errors.status?.message}>
            <select className={selectClass} {...form.register('status')}>
              <option value="Attivo">{t.settings.statusActive}</option>
              <option value="Disattivato">{t.settings.statusInactive}</option>
            </select>
          </Field>
          <Field label={t.settings.memoryMode} error={errors.memoryMode?.message}>
            <select className={selectClass} {...form.register('memoryMode')}>
              <option value="none">{t.settings.memoryNone}</option>
              <option value="all_chats">{t.settings.memoryAll}</option>
            </select>
          </Field>
          <Field label={t.settings.retention} error={errors.memoryRetentionDays?.message} hint={t.settings.retentionHint}>
            <Input
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              disabled={memoryMode !== 'all_chats'}
              {...form.register('memoryRetentionDays')}
            />
          </Field>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-400" {...form.register('enableExplicitMemory')} />
            {t.settings.explicitMemory}
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-400" {...form.register('memoryApproval')} />
            <span>
              {t.settings.memoryApproval}
              <span className="block text-xs text-slate-600">{t.settings.memoryApprovalHint}</span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-400" {...form.register('showSources')} />
            {t.settings.showSources}
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-400" {...form.register('hideSourceFileNames')} />
            {t.settings.hideSourceFileNames}
          </label>
          {/* Issue 48: the languages the agent's visitors may read (the server refuses an empty or unknown list). */}
          <fieldset className="space-y-2 rounded-md border border-slate-200 p-4" aria-describedby="visitor-languages-hint">
            <legend className="px-1 text-sm font-semibold text-slate-900">{VISITOR_LANGUAGES_TEXT.title}</legend>
            <p id="visitor-languages-hint" className="text-sm text-slate-600">
              {VISITOR_LANGUAGES_TEXT.description}
            </p>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {VISITOR_LANGUAGES.map((language) => (
                <label key={language} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={language}
                    className="h-4 w-4 rounded border-slate-400"
                    {...form.register('visitorLanguages')}
                  />
                  {VISITOR_LANGUAGES_TEXT.names[language]}
                </label>
              ))}
            </div>
            {errors.visitorLanguages ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.visitorLanguages.message ?? errors.visitorLanguages.root?.message}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{BUSINESS_CARD_TEXT.title}</legend>
            <p className="text-sm text-slate-600">{BUSINESS_CARD_TEXT.description}</p>
            <Field label={BUSINESS_CARD_TEXT.address} error={errors.businessCard?.address?.message}>
              <Input autoComplete="street-address" {...form.register('businessCard.address')} />
            </Field>
            <Field label={BUSINESS_CARD_TEXT.phone} error={errors.businessCard?.phone?.message}>
              <Input type="tel" autoComplete="tel" {...form.register('businessCard.phone')} />
            </Field>
            <Field label={BUSINESS_CARD_TEXT.email} error={errors.businessCard?.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('businessCard.email')} />
            </Field>
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit">{isSubmitting ? t.settings.saving : t.settings.save}</Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
