import type { Agent } from '@app/shared/api/agents';
import { AgentDocumentsSection } from '../../knowledge/components/agent-documents-section';
import { RetrievalTestPanel } from '../../knowledge/components/retrieval-test-panel';
import { AgentMemoriesSection } from '../../chat/components/agent-memories-section';

/**
 * SLOT for the second settings tab, 'Dati di Addestramento & Memoria'.
 * Owned by the knowledge engineer (documents) and the chat engineer (memories): replace this body with
 * their components. The settings page already checks that the caller may manage `agent`.
 */
export function AgentTrainingTab({ agent }: { agent: Agent }) {
  return (
    <div className="space-y-6" data-agent-id={agent.id}>
      <AgentDocumentsSection agentId={agent.id} />
      <RetrievalTestPanel agentId={agent.id} />
      <AgentMemoriesSection agentId={agent.id} />
    </div>
  );
}
