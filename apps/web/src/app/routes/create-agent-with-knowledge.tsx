import { CreateAgentPage } from '../../features/agents/routes/create-agent-page';
import { useWrittenKnowledgeDrafts } from '../../features/knowledge/written-knowledge-drafts';

/** /agent/create with 'Testo' and 'Domande e risposte' beside the files (issue 29): agents + knowledge, so in app/routes. */
export function CreateAgentWithKnowledgePage() {
  return <CreateAgentPage extraKnowledge={[useWrittenKnowledgeDrafts()]} />;
}
