import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/notify';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { teamText } from '@app/shared/i18n/team';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSetTeamSecondFactor } from '../api/set-team-second-factor';

const t = teamText.secondFactor;

/** The owner requires two-factor sign-in of every member (issue 17, ADR 0105); the owner turns it on first. */
export function TeamSecondFactorCard() {
  const id = useId();
  const { session } = useSession();
  const setRule = useSetTeamSecondFactor();
  if (!session) return null;
  const { teamRequires, enrolled } = session.secondFactor;
  // Turning it off is always possible; turning it on waits for the owner's own factor (the server says so too).
  const blocked = !teamRequires && !enrolled;
  const onChange = (required: boolean) =>
    setRule.mutate(
      { required },
      { onSuccess: (result) => toast.success(result.message), onError: (err) => toast.error(t.error(errorMessage(err))) },
    );
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-400"
            checked={teamRequires}
            disabled={blocked || setRule.isPending}
            aria-describedby={blocked ? `${id}-hint` : undefined}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            {t.toggle}
          </label>
        </div>
        {blocked ? (
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {t.ownerFirst}{' '}
            <Link to="/profile" className="font-medium text-brand-800 underline">
              {t.profileLink}
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
