import { LockOpen } from 'lucide-react';
import { LinkActionCard } from '../../../components/ui/link-action-card';
import { authText } from '@app/shared/i18n/auth';
import { useUnlockSignIn } from '../api/unlock-sign-in';

/** The e-mailed unlock link lands here (ADR 0077). */
export function UnlockPage() {
  const t = authText.unlock;
  const unlock = useUnlockSignIn();
  return (
    <LinkActionCard
      icon={LockOpen}
      iconClass="text-blue-700"
      text={{ title: t.title, description: t.description, action: t.submit, busy: t.unlocking, missingToken: t.missingToken }}
      run={async (token) => (await unlock.mutateAsync(token)).message}
      back={{ to: '/auth/login', label: t.toLogin }}
    />
  );
}
