import type { GapAction } from '../../features/analytics/components/analytics-lists';
import { AgentAnalyticsPage, AnalyticsPage } from '../../features/analytics/routes/analytics-page';
import { useAgents } from '../../features/agents/api/get-agents';
import { AddAnswerButton } from '../../features/knowledge/qa/components/add-answer-button';

/**
 * The analytics pages with 'Aggiungi una risposta' beside each knowledge gap (issue 29): a question-and-answer pair
 * prefilled with the unanswered question, offered for the agents the viewer may manage. It composes analytics, agents
 * and knowledge, so it lives in app/routes.
 */
function useGapAction(): GapAction {
  const agents = useAgents();
  const manageable = new Set((agents.data?.agents ?? []).filter((a) => a.permissions.manage).map((a) => a.id));
  return (gap) => (manageable.has(gap.agentId) ? <AddAnswerButton agentId={gap.agentId} question={gap.question} /> : null);
}

export function AnalyticsWithAnswersPage() {
  return <AnalyticsPage gapAction={useGapAction()} />;
}

export function AgentAnalyticsWithAnswersPage() {
  return <AgentAnalyticsPage gapAction={useGapAction()} />;
}
