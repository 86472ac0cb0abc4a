import { AgentDocumentsSection } from '../../features/knowledge/components/agent-documents-section';
import { AgentWebsitesSection } from '../../features/knowledge/website/components/agent-websites-section';
import { RetrievalTestPanel } from '../../features/knowledge/components/retrieval-test-panel';
import { WrittenKnowledgeSections } from '../../features/knowledge/written-knowledge-sections';
import { AgentMemoriesSection } from '../../features/memories/components/agent-memories-section';

/** The agent settings' 'Addestramento' tab: documents, notes and Q&A, websites, the search test, the team memory. */
export function AgentTrainingTab({ agentId }: { agentId: string }) {
  return (
    <div className="space-y-6">
      <AgentDocumentsSection agentId={agentId} />
      <WrittenKnowledgeSections agentId={agentId} />
      <AgentWebsitesSection agentId={agentId} />
      <RetrievalTestPanel agentId={agentId} />
      <AgentMemoriesSection agentId={agentId} />
    </div>
  );
}
