import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { UpdateNameInput } from '@app/shared/api/profile';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { profileText } from '@app/shared/i18n/profile';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateName } from '../api/update-name';

const updateNameRule = lazyFormRule(() => import('@app/shared/api/profile').then((m) => m.updateNameSchema));

/** First and last name (spec §3): the sidebar, the team list, the instructor picker and e-mails use them. */
export function NameForm({ firstName, lastName }: { firstName: string | null; lastName: string | null }) {
  const t = profileText.name;
  const update = useUpdateName();
  const form = useForm<UpdateNameInput>({
    resolver: useLazyFormRule(updateNameRule),
    defaultValues: { firstName: firstName ?? '', lastName: lastName ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      toast.success(result.message);
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label={t.title}>
          <fieldset disabled={isSubmitting} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t.firstName} error={errors.firstName?.message}>
                <Input autoComplete="given-name" {...form.register('firstName')} />
              </Field>
              <Field label={t.lastName} error={errors.lastName?.message}>
                <Input autoComplete="family-name" {...form.register('lastName')} />
              </Field>
            </div>
            <Button type="submit">{isSubmitting ? t.submitting : t.submit}</Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
