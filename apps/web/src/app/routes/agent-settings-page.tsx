import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { tabListClass, tabTriggerClass } from '../../components/ui/tab-styles';
import { PageSkeleton } from '../../components/ui/skeleton';
import { PageHeader } from '../../components/ui/page-header';
import { AccessDenied } from '../../components/ui/access-denied';
import { NotFoundPanel } from '../../components/ui/not-found-panel';
import { agentsText } from '@app/shared/i18n/agents';
import { ACTION_MESSAGES } from '@app/shared/i18n/actions';
import { inboxText } from '@app/shared/i18n/inbox';
import { bookingsText } from '@app/shared/i18n/bookings';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { useAgent } from '../../features/agents/api/get-agent';
import { AgentMainSettingsForm } from '../../features/agents/components/agent-main-settings-form';
import { useLiveAgents } from '../../features/agents/use-live-agents';
import { HandoffSettingsSection } from '../../features/inbox/components/handoff-settings-section';
import { BookingSettingsSection } from '../../features/bookings/components/booking-settings-section';
import { prefetchWhenIdle } from '../../lib/when-idle';

// The tabs not shown first are fetched once the page is idle, or when opened (ADR 0208): the training tab alone is a
// quarter of the page's code.
const loadTraining = () => import('./agent-training-tab');
const loadAppearance = () => import('../../features/agents/components/agent-appearance-form');
const loadActions = () => import('../../features/actions/components/actions-section');
const AgentTrainingTab = lazy(async () => ({ default: (await loadTraining()).AgentTrainingTab }));
const AgentAppearanceForm = lazy(async () => ({ default: (await loadAppearance()).AgentAppearanceForm }));
const ActionsSection = lazy(async () => ({ default: (await loadActions()).ActionsSection }));

// Hand-off and bookings have tabs of their own (issue 50, ADR 0342): on the first tab they doubled its height.
const TABS = ['main', 'training', 'appearance', 'actions', 'handoff', 'bookings'] as const;

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
        <Tabs.List className={tabListClass} aria-label={t.title(agent.data.name)}>
          <Tabs.Trigger value="main" className={tabTriggerClass}>
            {t.mainTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="training" className={tabTriggerClass}>
            {t.trainingTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="appearance" className={tabTriggerClass}>
            {t.appearanceTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="actions" className={tabTriggerClass}>
            {ACTION_MESSAGES.title}
          </Tabs.Trigger>
          <Tabs.Trigger value="handoff" className={tabTriggerClass}>
            {inboxText.settings.title}
          </Tabs.Trigger>
          <Tabs.Trigger value="bookings" className={tabTriggerClass}>
            {bookingsText.settingsTitle}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="main">
          <AgentMainSettingsForm agent={agent.data} />
        </Tabs.Content>
        <Tabs.Content value="handoff">
          <HandoffSettingsSection agentId={agent.data.id} />
        </Tabs.Content>
        <Tabs.Content value="bookings">
          <BookingSettingsSection agentId={agent.data.id} />
        </Tabs.Content>
        <Tabs.Content value="appearance">
          <Suspense fallback={<PageSkeleton />}>
            <AgentAppearanceForm agent={agent.data} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="actions">
          <Suspense fallback={<PageSkeleton />}>
            <ActionsSection agentId={agent.data.id} />
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
