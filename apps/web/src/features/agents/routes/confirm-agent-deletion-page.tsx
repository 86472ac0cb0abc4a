import { Trash2 } from 'lucide-react';
import { LinkActionCard } from '../../../components/ui/link-action-card';
import { agentsText } from '@app/shared/i18n/agents';
import { useConfirmAgentDeletion } from '../api/confirm-agent-deletion';

/** The e-mailed link lands here (D3): deletion waits for a click, so a mail scanner cannot delete an agent. */
export function ConfirmAgentDeletionPage() {
  const t = agentsText.confirmDeletion;
  const confirm = useConfirmAgentDeletion();
  return (
    <LinkActionCard
      icon={Trash2}
      iconClass="text-red-600"
      variant="danger"
      text={{ title: t.title, description: t.description, action: t.confirm, busy: t.deleting, missingToken: t.missingToken }}
      run={async (token) => (await confirm.mutateAsync(token)).message}
      back={{ to: '/agents', label: t.backToAgents }}
    />
  );
}
