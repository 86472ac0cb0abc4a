import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { AddTeamMember, AddTeamMemberInput } from '@app/shared/api/team';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { passwordChecklist } from '@app/shared/password';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Button } from '../../../components/ui/button';
import { teamText } from '@app/shared/i18n/team';
import { errorMessage } from '../../../lib/api-client';
import { useAddTeamMember } from '../api/add-team-member';
import { RoleSelect } from './role-select';

const empty: AddTeamMemberInput = { email: '', password: '', role: 'user', firstName: '', lastName: '' };

const addTeamMemberRule = lazyFormRule(() => import('@app/shared/api/team').then((m) => m.addTeamMemberSchema));

/** 'Aggiungi Utente' (spec §5): the server re-checks every rule and the seat limit. */
export function AddMemberDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = teamText.addDialog;
  const add = useAddTeamMember();
  const form = useForm<AddTeamMemberInput, unknown, AddTeamMember>({
    resolver: useLazyFormRule(addTeamMemberRule),
    defaultValues: empty,
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await add.mutateAsync(values);
      toast.success(result.message);
      form.reset(empty);
      onOpenChange(false);
    } catch (err) {
      toast.error(teamText.users.addError(errorMessage(err)));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.description}>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className="space-y-4">
          <Field label={t.email} error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field
            label={t.password}
            error={errors.password?.message}
            hint={
              <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2">
                {passwordChecklist(password ?? '').map((rule) => (
                  <li key={rule.id} className={rule.met ? 'text-green-700' : 'text-red-700'}>
                    {rule.met ? '✓' : '✗'} {rule.label}
                  </li>
                ))}
              </ul>
            }
          >
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label={t.role} error={errors.role?.message}>
            <RoleSelect {...form.register('role')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.firstName} error={errors.firstName?.message}>
              <Input autoComplete="off" {...form.register('firstName')} />
            </Field>
            <Field label={t.lastName} error={errors.lastName?.message}>
              <Input autoComplete="off" {...form.register('lastName')} />
            </Field>
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit">{isSubmitting ? t.submitting : t.submit}</Button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
