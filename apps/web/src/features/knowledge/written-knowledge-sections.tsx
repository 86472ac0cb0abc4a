import { AgentNotesSection } from './notes/components/agent-notes-section';
import { AgentQaSection } from './qa/components/agent-qa-section';

/** The knowledge written in the app, beside the documents in the agent's settings: 'Testo', 'Domande e risposte'. */
export function WrittenKnowledgeSections({ agentId }: { agentId: string }) {
  return (
    <>
      <AgentNotesSection agentId={agentId} />
      <AgentQaSection agentId={agentId} />
    </>
  );
}
