import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { agentsText } from '../../../i18n/agents';
import { errorMessage } from '../../../lib/api-client';
import { requestAgentDeletion } from '../api/agent-requests';

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
  const [sending, setSending] = useState(false);
  const onConfirm = async () => {
    setSending(true);
    try {
      const result = await requestAgentDeletion(agentId);
      toast.success(result.message);
      onOpenChange(false);
    } catch (err) {
      toast.error(t.error(errorMessage(err)));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.description(agentName)}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={sending}>
          {sending ? t.sending : t.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
