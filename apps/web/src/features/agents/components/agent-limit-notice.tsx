import { Link } from 'react-router';
import { agentLimitMessage } from '@app/shared/i18n/agents';
import { type AgentLimit } from '@app/shared/api/agents';
import { PLAN_EXPIRED_MESSAGE } from '@app/shared/i18n/plans';
import { agentsText } from '@app/shared/i18n/agents';
import { usePlanChoicePath } from '../../../lib/plan-choice';

/** Usage under the title; at the limit (or with no active plan) the spec message and a way to /pricing. */
export function AgentLimitNotice({ limit }: { limit: AgentLimit }) {
  const t = agentsText.list;
  const planPath = usePlanChoicePath();
  if (!limit.reached) return <p className="-mt-3 mb-6 text-sm text-slate-700">{t.usage(limit.used, limit.max)}</p>;
  return (
    <div role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p>{limit.planStatus === 'expired' ? PLAN_EXPIRED_MESSAGE : agentLimitMessage(limit.max)}</p>
      <Link to={planPath} className="mt-2 inline-block font-medium text-brand-800 underline">
        {t.upgrade}
      </Link>
    </div>
  );
}
