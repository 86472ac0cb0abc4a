import { toast } from '../../../lib/notify';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { agentsText } from '@app/shared/i18n/agents';
import { errorMessage } from '../../../lib/api-client';
import { useRequestAgentDeletion } from '../api/request-agent-deletion';

/** D3: asking deletes nothing; the server e-mails a single-use confirmation link. */
export function DeleteAgentDialog({
  agentId,
  agentName,
  open,
  onOpenChange,
}: {
  agentId: string;
  agentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = agentsText.remove;
  const request = useRequestAgentDeletion();
  const onConfirm = () =>
    request.mutate(agentId, {
      onSuccess: (result) => {
        toast.success(result.message);
        onOpenChange(false);
      },
      onError: (err) => toast.error(t.error(errorMessage(err))),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.description(agentName)}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={request.isPending}>
          {request.isPending ? t.sending : t.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
