import type { Agent } from '@app/shared/api/agents';
import { InPreparation } from '../../../components/ui/in-preparation';
import { agentsText } from '../../../i18n/agents';
import { AgentMemoriesSection } from '../../chat/components/agent-memories-section';

/**
 * SLOT for the second settings tab, 'Dati di Addestramento & Memoria'.
 * Owned by the knowledge engineer (documents) and the chat engineer (memories): replace this body with
 * their components. The settings page already checks that the caller may manage `agent`.
 */
export function AgentTrainingTab({ agent }: { agent: Agent }) {
  return (
    <div className="space-y-6" data-agent-id={agent.id}>
      <InPreparation title={agentsText.settings.trainingTab} />
      <AgentMemoriesSection agentId={agent.id} />
    </div>
  );
}
