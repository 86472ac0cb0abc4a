import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { z } from 'zod';
import type { updateAddressSchema } from '@app/shared/api/profile';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { profileText } from '@app/shared/i18n/profile';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateAddress } from '../api/update-address';

const updateAddressRule = lazyFormRule(() => import('@app/shared/api/profile').then((m) => m.updateAddressSchema));

export function AddressForm({ address }: { address: string | null }) {
  const t = profileText.address;
  const update = useUpdateAddress();
  const form = useForm<z.input<typeof updateAddressSchema>>({
    resolver: useLazyFormRule(updateAddressRule),
    defaultValues: { address: address ?? '' },
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
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={isSubmitting} className="space-y-4">
            <Field label={t.label} error={errors.address?.message}>
              <Input autoComplete="street-address" placeholder={t.placeholder} {...form.register('address')} />
            </Field>
            <Button type="submit">{isSubmitting ? t.submitting : t.submit}</Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
