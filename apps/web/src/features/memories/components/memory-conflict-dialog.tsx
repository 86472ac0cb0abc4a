import { toast } from '../../../lib/notify';
import type { MemoryConflict } from '@app/shared/api/chat';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { chatText } from '@app/shared/i18n/chat';
import { errorMessage } from '../../../lib/api-client';
import { useRequestMemoryModification } from '../api/request-memory-modification';

/** spec §4: on a memory conflict, offer to send a modification request to the agent's instructor. */
export function MemoryConflictDialog({
  agentId,
  conflict,
  onClose,
}: {
  agentId: string;
  conflict: MemoryConflict | null;
  onClose: () => void;
}) {
  const t = chatText.memory;
  const request = useRequestMemoryModification(agentId);
  function send() {
    if (!conflict) return;
    request.mutate(conflict, {
      onSuccess: (result) => {
        toast.success(result.message ?? t.send);
        onClose();
      },
      onError: (err) => toast.error(t.requestError(errorMessage(err))),
    });
  }
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.conflictTitle}
      description={t.conflictDescription}
    >
      {conflict ? (
        <div className="space-y-4">
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-800">{t.newLabel}</dt>
              <dd className="mt-1 rounded bg-slate-50 p-2 text-slate-900">{conflict.newInstruction}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-800">{t.existingLabel}</dt>
              <dd className="mt-1 rounded bg-slate-50 p-2 text-slate-900">{conflict.existingInstruction}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-800">{t.sourceLabel}</dt>
              <dd className="mt-1 text-slate-900">{t.sources[conflict.source]}</dd>
            </div>
          </dl>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button onClick={send} disabled={request.isPending}>
              {request.isPending ? t.sending : t.send}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
