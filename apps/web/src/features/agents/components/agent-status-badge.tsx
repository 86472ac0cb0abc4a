import { agentStatusDisplay } from '@app/shared/agent-status';

/** Spec §2: 'Attivo' in green, any other value in red, 'N/D' when missing (rule in agentStatusDisplay). */
export function AgentStatusBadge({ status }: { status: string | null }) {
  const { label, active } = agentStatusDisplay(status);
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
      data-status={active ? 'active' : 'inactive'}
    >
      <span className={`h-2 w-2 rounded-full ${active ? 'bg-green-600' : 'bg-red-600'}`} aria-hidden="true" />
      {label}
    </span>
  );
}
