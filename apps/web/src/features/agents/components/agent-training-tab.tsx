import type { Agent } from '@app/shared/api/agents';
import { InPreparation } from '../../../components/ui/in-preparation';
import { agentsText } from '../../../i18n/agents';

/**
 * SLOT for the second settings tab, 'Dati di Addestramento & Memoria'.
 * Owned by the knowledge engineer (documents) and the chat engineer (memories): replace this body with
 * their components. The settings page already checks that the caller may manage `agent`.
 */
export function AgentTrainingTab({ agent }: { agent: Agent }) {
  return <div data-agent-id={agent.id}><InPreparation title={agentsText.settings.trainingTab} /></div>;
}
