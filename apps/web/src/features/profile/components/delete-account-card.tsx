import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { DELETE_CONFIRMATION_WORD } from '@app/shared/api/profile';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Button } from '../../../components/ui/button';
import { profileText } from '@app/shared/i18n/profile';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/** Enabled only when CANCELLA is typed exactly (spec §5); on success the user is signed out everywhere. */
export function DeleteAccountCard({ isOwner, hasPassword }: { isOwner: boolean; hasPassword: boolean }) {
  const t = profileText.deleteAccount;
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const armed = confirmation === DELETE_CONFIRMATION_WORD;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!armed || deleting) return;
    setDeleting(true);
    try {
      const result = await deleteAccount.mutateAsync({ confirmation, password: password || undefined });
      toast.success(result.message);
      navigate('/auth/login', { replace: true, state: { message: result.message } });
    } catch (err) {
      toast.error(err instanceof ApiRequestError ? t.error(err.message) : t.unknown);
      setDeleting(false);
    }
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-red-700">{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-4 text-sm text-slate-700">{isOwner ? t.ownerWarning : t.memberWarning}</p>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label={t.confirmLabel}>
            <Input
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              disabled={deleting}
            />
          </Field>
          {hasPassword ? (
            <Field label={t.passwordLabel} hint={t.passwordHint}>
              <PasswordInput
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                disabled={deleting}
              />
            </Field>
          ) : null}
          <Button type="submit" variant="danger" disabled={!armed || deleting}>
            {deleting ? t.submitting : t.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
