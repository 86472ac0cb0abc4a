import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { AgentGridSkeleton } from '../components/agent-grid-skeleton';
import { buttonClasses } from '../../../components/ui/button';
import { agentsText } from '@app/shared/i18n/agents';
import { errorMessage } from '../../../lib/api-client';
import { useAgents } from '../api/get-agents';
import { AgentCard } from '../components/agent-card';
import { useLiveAgents } from '../use-live-agents';
import { useSession } from '../../../lib/session';
import { AgentLimitNotice } from '../components/agent-limit-notice';

/** /agents: the card grid (spec §2), live (spec §4). */
export function AgentsPage() {
  const t = agentsText.list;
  const { session } = useSession();
  const list = useAgents();
  useLiveAgents();
  const data = list.data;

  // At the limit the notice below offers 'Aggiorna il tuo piano' instead.
  // With no agent yet the empty state itself offers it (one button, where the eye already is).
  const actions =
    data?.canCreate && !data.limit.reached && data.agents.length > 0 ? (
      <Link to="/agent/create" className={buttonClasses('primary')}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t.create}
      </Link>
    ) : null;

  return (
    <div>
      <PageHeader title={t.title} description={t.description} actions={actions} />
      {data?.canCreate ? <AgentLimitNotice limit={data.limit} /> : null}
      {list.isLoading ? <AgentGridSkeleton /> : null}
      {list.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {t.loadError(errorMessage(list.error))}
        </p>
      ) : null}
      {data && data.agents.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          <p>{session?.user.role === 'instructor' ? t.emptyInstructor : t.empty}</p>
          {data.canCreate && !data.limit.reached ? (
            <Link to="/agent/create" className={`${buttonClasses('primary')} mt-4`}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t.create}
            </Link>
          ) : null}
        </div>
      ) : null}
      {data && data.agents.length > 0 ? (
        // minmax(0, 1fr) and min-w-0: a long name or description wraps or truncates instead of widening its column.
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t.title}>
          {data.agents.map((agent) => (
            <li key={agent.id} className="flex min-w-0">
              <AgentCard agent={agent} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
