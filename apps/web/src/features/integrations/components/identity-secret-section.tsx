import { useState } from 'react';
import type { WidgetSettings } from '@app/shared/api/integrations';
import { integrationsText } from '@app/shared/i18n/integrations';
import { toast } from '../../../lib/notify';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateIdentitySecret } from '../api/create-identity-secret';

/** Where the widget's settings link to (the 'Sviluppatori' part). */
export const IDENTITY_SECRET_ANCHOR = 'verifica-identita';

/** The widget's identity secret of one agent: created or replaced here, shown once. */
export function IdentitySecretSection({ settings }: { settings: WidgetSettings }) {
  const t = integrationsText.settings;
  const createSecret = useCreateIdentitySecret(settings.agentId);
  const [secret, setSecret] = useState<string | null>(null);

  const rotate = async () => {
    if (settings.hasIdentitySecret && !window.confirm(t.secretConfirm)) return;
    try {
      const result = await createSecret.mutateAsync();
      setSecret(result.secret);
      toast.success(result.message);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{settings.hasIdentitySecret ? t.secretPresent : t.secretMissing}</p>
      {secret ? <CopyField label={t.secretLabel} value={secret} /> : null}
      <Button variant="outline" onClick={() => void rotate()} disabled={createSecret.isPending}>
        {t.secretCreate}
      </Button>
    </div>
  );
}
