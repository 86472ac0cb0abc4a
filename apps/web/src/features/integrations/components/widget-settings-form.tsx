import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import { Link } from 'react-router';
import { updateWidgetSettingsSchema, type WidgetSettings } from '@app/shared/api/integrations';
import { WIDGET_MESSAGES } from '@app/shared/i18n/integrations';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { integrationsText } from '@app/shared/i18n/integrations';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateWidgetSettings } from '../api/update-widget-settings';
import { IDENTITY_SECRET_ANCHOR } from './identity-secret-section';

interface FormValues {
  position: 'right' | 'left';
  bubbleLabel: string;
  allowedDomains: string;
  identityRequired: boolean;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const toValues = (s: WidgetSettings): FormValues => ({
  position: s.position,
  bubbleLabel: s.bubbleLabel,
  allowedDomains: s.allowedDomains.join('\n'),
  identityRequired: s.identityRequired,
});

/** The widget's settings of one agent (the identity secret is the developers' part: IdentitySecretSection); the server re-checks every field (shared schema) and who may save. */
export function WidgetSettingsForm({ settings }: { settings: WidgetSettings }) {
  const t = integrationsText.settings;
  const update = useUpdateWidgetSettings(settings.agentId);
  const form = useForm<FormValues>({ defaultValues: toValues(settings) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = updateWidgetSettingsSchema.safeParse({
      ...values,
      allowedDomains: lines(values.allowedDomains),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(String(issue.path[0]) as keyof FormValues, { message: issue.message });
      }
      return;
    }
    try {
      const saved = await update.mutateAsync(parsed.data);
      form.reset(toValues(saved));
      toast.success(WIDGET_MESSAGES.saved);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4 md:grid-cols-2" noValidate>
      <p className="text-sm text-slate-700 md:col-span-2">
        {t.appearanceMoved}{' '}
        <Link to={`/agent/${settings.agentId}/settings?tab=appearance`} className="font-medium text-brand-700 underline">
          {t.appearanceLink}
        </Link>
      </p>
      <Field label={t.domains} error={errors.allowedDomains?.message} hint={t.domainsHint}>
        <Textarea rows={4} spellCheck={false} {...form.register('allowedDomains')} />
      </Field>
      <Field label={t.position} error={errors.position?.message}>
        <select className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm" {...form.register('position')}>
          <option value="right">{t.positions.right}</option>
          <option value="left">{t.positions.left}</option>
        </select>
      </Field>
      <Field label={t.label} error={errors.bubbleLabel?.message}>
        <Input {...form.register('bubbleLabel')} />
      </Field>
      <div className="md:col-span-2">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-1 h-4 w-4" {...form.register('identityRequired')} />
          <span>{t.identityRequired}</span>
        </label>
        <p className="mt-1 text-sm text-slate-600">
          <Link to={`/integrations/developers#${IDENTITY_SECRET_ANCHOR}`} className="font-medium text-brand-700 underline">
            {integrationsText.parts.secretWhere}
          </Link>
        </p>
        {errors.identityRequired?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.identityRequired.message}
          </p>
        ) : null}
      </div>
      <div className="md:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
