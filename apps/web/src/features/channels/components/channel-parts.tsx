import type { z } from 'zod';
import type { MessagingChannel } from '@app/shared/api/analytics';
import { integrationsText } from '@app/shared/i18n/integrations';
import { toast } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { useDisconnectChannel } from '../api/disconnect-channel';
import type { ConnectionStatus } from '@app/shared/states/channels';

// What every channel's section of 'Canali' shares: its title and status, its form's errors, its disconnect button.

function StatusBadge({ status }: { status: ConnectionStatus | 'off' }) {
  const t = integrationsText.channels;
  const colour =
    status === 'connected'
      ? 'bg-emerald-100 text-emerald-900'
      : status === 'pending'
        ? 'bg-amber-100 text-amber-900'
        : 'bg-slate-100 text-slate-800';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${colour}`}>
      <span className="sr-only">{t.statusLabel}: </span>
      {t.status[status]}
    </span>
  );
}

export function SectionTitle({ title, status }: { title: string; status: ConnectionStatus | 'off' }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <StatusBadge status={status} />
    </div>
  );
}

/** The form's errors from the shared schema, each on its field. */
export function applyIssues<T extends Record<string, unknown>>(
  result: z.ZodSafeParseResult<T>,
  setError: (name: keyof T & string, error: { message: string }) => void,
): result is z.ZodSafeParseSuccess<T> {
  if (result.success) return true;
  for (const issue of result.error.issues) setError(String(issue.path[0]) as keyof T & string, { message: issue.message });
  return false;
}

export function DisconnectButton({ agentId, kind, label }: { agentId: string; kind: MessagingChannel; label: string }) {
  const t = integrationsText.channels;
  const disconnect = useDisconnectChannel(agentId);
  return (
    <Button
      variant="outline"
      disabled={disconnect.isPending}
      aria-label={`${t.disconnect} ${label}`}
      onClick={() => {
        if (!window.confirm(t.confirmDisconnect(label))) return;
        disconnect.mutateAsync(kind).then(
          (result) => toast.success(result.message),
          (err: unknown) => toast.error(errorMessage(err)),
        );
      }}
    >
      {t.disconnect}
    </Button>
  );
}
