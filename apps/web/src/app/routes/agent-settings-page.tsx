import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { PageSkeleton } from '../../components/ui/skeleton';
import { PageHeader } from '../../components/ui/page-header';
import { AccessDenied } from '../../components/ui/access-denied';
import { NotFoundPanel } from '../../components/ui/not-found-panel';
import { agentsText } from '@app/shared/i18n/agents';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { useAgent } from '../../features/agents/api/get-agent';
import { AgentMainSettingsForm } from '../../features/agents/components/agent-main-settings-form';
import { useLiveAgents } from '../../features/agents/use-live-agents';
import { HandoffSettingsSection } from '../../features/inbox/components/handoff-settings-section';
import { prefetchWhenIdle } from '../../lib/when-idle';

// The tabs not shown first are fetched once the page is idle, or when opened (ADR 0208): the training tab alone is a
// quarter of the page's code.
const loadTraining = () => import('./agent-training-tab');
const loadAppearance = () => import('../../features/agents/components/agent-appearance-form');
const AgentTrainingTab = lazy(async () => ({ default: (await loadTraining()).AgentTrainingTab }));
const AgentAppearanceForm = lazy(async () => ({ default: (await loadAppearance()).AgentAppearanceForm }));

const TABS = ['main', 'training', 'appearance'] as const;
const tabClass =
  'whitespace-nowrap border-b-2 border-transparent px-3 py-2 sm:px-4 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/**
 * /agent/:id/settings: only the agent's owner, its instructor or the account owner (spec §2, D3). It composes three
 * features (the agent's own settings, its documents, its team memory), so it lives in app/routes.
 */
export function AgentSettingsPage() {
  const t = agentsText.settings;
  const { id = '' } = useParams();
  const agent = useAgent(id);
  const [searchParams] = useSearchParams();
  useLiveAgents();
  // Once the page has drawn: fetched earlier, they would compete with what it draws first.
  const drawn = Boolean(agent.data);
  useEffect(() => (drawn ? prefetchWhenIdle(loadTraining, loadAppearance) : undefined), [drawn]);

  if (agent.isLoading) return <PageSkeleton />;
  // A missing agent (or another account's: the same 404, D2) is not found; one the caller may only see is denied.
  if (agent.error instanceof ApiRequestError && agent.error.status === 404) {
    return <NotFoundPanel message={t.notFound} backTo="/agents" backLabel={t.backToAgents} />;
  }
  if ((agent.error instanceof ApiRequestError && agent.error.status === 403) || (agent.data && !agent.data.permissions.manage)) {
    return <AccessDenied message={t.accessDenied} />;
  }
  if (agent.error || !agent.data)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {errorMessage(agent.error)}
      </p>
    );

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.title(agent.data.name)} />
      {/* ?tab=training opens the documents directly (the analytics page's knowledge gaps link there); ?tab=appearance the look. */}
      <Tabs.Root defaultValue={TABS.find((tab) => tab === searchParams.get('tab')) ?? 'main'}>
        <Tabs.List className="mb-6 flex flex-wrap gap-x-1 border-b border-slate-200 sm:gap-x-2" aria-label={t.title(agent.data.name)}>
          <Tabs.Trigger value="main" className={tabClass}>
            {t.mainTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="training" className={tabClass}>
            {t.trainingTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="appearance" className={tabClass}>
            {t.appearanceTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="main">
          <div className="space-y-6">
            <AgentMainSettingsForm agent={agent.data} />
            <HandoffSettingsSection agentId={agent.data.id} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="appearance">
          <Suspense fallback={<PageSkeleton />}>
            <AgentAppearanceForm agent={agent.data} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="training">
          <Suspense fallback={<PageSkeleton />}>
            <AgentTrainingTab agentId={agent.data.id} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
