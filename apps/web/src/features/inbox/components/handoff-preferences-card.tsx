import { toast } from '../../../lib/notify';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { inboxText } from '@app/shared/i18n/inbox';
import { errorMessage } from '../../../lib/api-client';
import { useHandoffPreferences } from '../api/get-handoff-preferences';
import { useUpdateHandoffPreferences } from '../api/update-handoff-preferences';

/** The profile's switch for the hand-off e-mails (new requests and visitor replies). */
export function HandoffPreferencesCard() {
  const t = inboxText.preferences;
  const prefs = useHandoffPreferences();
  const update = useUpdateHandoffPreferences();
  if (!prefs.data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            checked={prefs.data.notifyByEmail}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { notifyByEmail: e.target.checked },
                { onSuccess: () => toast.success(t.saved), onError: (err) => toast.error(errorMessage(err)) },
              )
            }
          />
          <span>{t.label}</span>
        </label>
      </CardContent>
    </Card>
  );
}
