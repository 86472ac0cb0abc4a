import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import { Send } from 'lucide-react';
import { agentAppearanceSchema, type Agent } from '@app/shared/api/agents';
import { APPEARANCE_MESSAGES } from '@app/shared/i18n/agents';
import { accentPalette, ACCENT_HEX } from '@app/shared/accent-color';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { agentsText } from '@app/shared/i18n/agents';
import { chatText } from '@app/shared/i18n/chat';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useUpdateAgentAppearance } from '../api/update-agent-appearance';

interface FormValues {
  welcomeMessage: string;
  suggestedQuestions: string;
  color: string;
  avatarUrl: string;
}

const valuesOf = (agent: Agent): FormValues => ({
  welcomeMessage: agent.appearance.welcomeMessage,
  suggestedQuestions: agent.appearance.suggestedQuestions.join('\n'),
  color: agent.appearance.color,
  avatarUrl: agent.appearance.avatarUrl,
});
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Tab 'Aspetto' (issue 34, ADR 0135): welcome message, suggested questions, accent colour and avatar of every chat of
 * the agent, with a preview painted exactly as the chats are (text colour chosen for WCAG AA). The server re-checks.
 */
export function AgentAppearanceForm({ agent }: { agent: Agent }) {
  const t = agentsText.settings.appearance;
  const update = useUpdateAgentAppearance(agent.id);
  const form = useForm<FormValues>({ defaultValues: valuesOf(agent) });
  const { errors, isSubmitting } = form.formState;
  const [color, welcome, questions] = useWatch({ control: form.control, name: ['color', 'welcomeMessage', 'suggestedQuestions'] });
  const palette = accentPalette(ACCENT_HEX.test(color) ? color : agent.appearance.color);

  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = agentAppearanceSchema.safeParse({ ...values, suggestedQuestions: lines(values.suggestedQuestions) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(String(issue.path[0]) as keyof FormValues, { message: issue.message });
      return;
    }
    try {
      const saved = await update.mutateAsync(parsed.data);
      form.reset(valuesOf(saved));
      toast.success(APPEARANCE_MESSAGES.saved);
    } catch (err) {
      if (err instanceof ApiRequestError && err.fieldErrors) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) form.setError(field as keyof FormValues, { message: messages[0] });
      }
      toast.error(errorMessage(err));
    }
  });

  return (
    <Card className="p-4 sm:p-6">
      <p className="mb-4 text-sm text-slate-700">{t.intro}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={(e) => void onSubmit(e)} className="min-w-0 space-y-4" noValidate aria-label={agentsText.settings.appearanceTab}>
          <Field label={t.welcome} error={errors.welcomeMessage?.message} hint={t.welcomeHint}>
            <Textarea rows={2} maxLength={500} {...form.register('welcomeMessage')} />
          </Field>
          <Field label={t.questions} error={errors.suggestedQuestions?.message}>
            <Textarea rows={4} {...form.register('suggestedQuestions')} />
          </Field>
          <div className="flex flex-wrap items-end gap-3">
            <Field label={t.color} error={errors.color?.message} hint={t.colorHint}>
              <Input type="color" className="h-10 w-20 p-1" {...form.register('color')} />
            </Field>
          </div>
          <Field label={t.avatar} error={errors.avatarUrl?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...form.register('avatarUrl')} />
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.saving : t.save}
          </Button>
        </form>
        <section aria-labelledby="appearance-preview" className="min-w-0">
          <h3 id="appearance-preview" className="mb-2 text-sm font-semibold text-slate-900">
            {t.preview}
          </h3>
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50" data-testid="appearance-preview">
            <div className="flex items-center gap-2 px-3 py-2" style={{ backgroundColor: palette.accent, color: palette.text }}>
              <span className="truncate text-sm font-semibold">{agent.name}</span>
            </div>
            <div className="space-y-3 p-3">
              {/* What the chats show before the first message: the welcome, or their own invitation to write. */}
              <p className="text-center text-sm text-slate-700">{welcome || chatText.list.empty}</p>
              {lines(questions).length ? (
                <ul className="flex flex-wrap justify-center gap-2">
                  {lines(questions)
                    .slice(0, 5)
                    .map((q) => (
                      <li
                        key={q}
                        className="rounded-full border bg-white px-3 py-1 text-xs text-slate-900"
                        style={{ borderColor: palette.accent }}
                      >
                        {q}
                      </li>
                    ))}
                </ul>
              ) : null}
              <p
                className="ml-auto w-fit max-w-[85%] rounded-2xl px-3 py-2 text-sm"
                style={{ backgroundColor: palette.accent, color: palette.text }}
              >
                {t.previewUser}
              </p>
              <p className="w-fit max-w-[85%] rounded-2xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900">
                {t.previewAnswer}
              </p>
            </div>
            <div className="flex justify-end border-t border-slate-200 bg-white p-2">
              <span
                className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium"
                style={{ backgroundColor: palette.accent, color: palette.text }}
              >
                <Send className="h-4 w-4" aria-hidden="true" />
                {t.previewSend}
              </span>
            </div>
          </div>
        </section>
      </div>
    </Card>
  );
}
