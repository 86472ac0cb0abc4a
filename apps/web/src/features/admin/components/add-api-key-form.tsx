import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { AddApiKeyInput } from '@app/shared/api/api-keys';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { adminText } from '@app/shared/i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useAddApiKey } from '../api/add-api-key';

const addApiKeyRule = lazyFormRule(() => import('@app/shared/api/api-keys').then((m) => m.addApiKeySchema));

/** Spec §5 new API key: name and value required ('Please enter both…'), plus D8's optional base URL and model. */
export function AddApiKeyForm() {
  const t = adminText.apiKeys;
  const add = useAddApiKey();
  const form = useForm<AddApiKeyInput>({
    resolver: useLazyFormRule(addApiKeyRule) as never,
    defaultValues: { name: '', apiKey: '', baseUrl: '', model: '' },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(
        async (values) => {
          try {
            const result = await add.mutateAsync(values);
            toast.success(result.message);
            form.reset();
          } catch (err) {
            toast.error(t.addFailed(errorMessage(err)));
          }
        },
        // The spec shows its one message as a toast when a field is missing.
        (invalid) => {
          const first = invalid.name?.message ?? invalid.apiKey?.message;
          if (first) toast.error(first);
        },
      )}
    >
      <Field label={t.name} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={t.value} error={errors.apiKey?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('apiKey')} />
      </Field>
      <Field label={t.baseUrl} error={errors.baseUrl?.message}>
        <Input type="url" placeholder="https://api.openai.com/v1" {...form.register('baseUrl')} />
      </Field>
      <Field label={t.model} error={errors.model?.message}>
        <Input placeholder="gpt-4o-mini" {...form.register('model')} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t.adding : t.add}
        </Button>
      </div>
    </form>
  );
}
