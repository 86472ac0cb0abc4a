import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/notify';
import type { TeamMember, UpdateMemberRoleInput } from '@app/shared/api/team';
import { lazyFormRule, useLazyFormRule } from '../../../lib/lazy-form-rule';
import { ASSIGNABLE_MEMBER_ROLES, type AssignableMemberRole } from '@app/shared/roles';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { teamText } from '@app/shared/i18n/team';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateMemberRole } from '../api/update-member-role';
import { RoleSelect } from './role-select';

/** An owner is shown as 'user' here and cannot be changed (spec §4). */
function editableRole(member: TeamMember): AssignableMemberRole {
  return (ASSIGNABLE_MEMBER_ROLES as readonly string[]).includes(member.role) ? (member.role as AssignableMemberRole) : 'user';
}

const updateMemberRoleRule = lazyFormRule(() => import('@app/shared/api/team').then((m) => m.updateMemberRoleSchema));

export function EditRoleDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const t = teamText.roleDialog;
  const updateRole = useUpdateMemberRole();
  const form = useForm<UpdateMemberRoleInput>({ resolver: useLazyFormRule(updateMemberRoleRule), defaultValues: { role: 'user' } });
  const { errors, isSubmitting } = form.formState;
  const locked = member?.role === 'owner';

  useEffect(() => {
    if (member) form.reset({ role: editableRole(member) });
  }, [member, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!member) return;
    try {
      const result = await updateRole.mutateAsync({ memberId: member.id, input: values });
      toast.success(result.message);
      onClose();
    } catch (err) {
      toast.error(teamText.users.roleError(errorMessage(err)));
    }
  });

  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title}
      description={member ? t.description(member.email) : undefined}
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={isSubmitting} className="space-y-4">
          <Field label={t.role} error={errors.role?.message} hint={locked ? t.ownerLocked : undefined}>
            <RoleSelect disabled={locked} {...form.register('role')} />
          </Field>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={locked}>
              {isSubmitting ? t.submitting : t.submit}
            </Button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
