import { toast } from '../../../lib/notify';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { profileText } from '@app/shared/i18n/profile';
import { errorMessage } from '../../../lib/api-client';
import { useBecomeOwner } from '../api/become-owner';

const RELOAD_MS = 1000;

/** Temporary card (spec §2, D7), shown only when the server allows self-promotion. */
export function BecomeOwnerCard() {
  const t = profileText.becomeOwner;
  const become = useBecomeOwner();
  // Stays busy after success: the page reloads with the new role.
  const running = become.isPending || become.isSuccess;
  const onClick = () =>
    become.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(result.message);
        setTimeout(() => window.location.reload(), RELOAD_MS);
      },
      onError: (err) => toast.error(t.error(errorMessage(err))),
    });
  return (
    <Card className="border-amber-200">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <p className="text-xs font-medium uppercase tracking-wide text-amber-800">{t.temporary}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-700">{t.text}</p>
        <Button variant="outline" onClick={onClick} disabled={running}>
          {running ? t.submitting : t.submit}
        </Button>
      </CardContent>
    </Card>
  );
}
