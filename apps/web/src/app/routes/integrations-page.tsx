import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import type { Role } from '@app/shared/roles';
import { integrationsText } from '@app/shared/i18n/integrations';
import { PageHeader } from '../../components/ui/page-header';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useIntegrationAgents } from '../../features/integrations/api/get-integration-agents';
import { ShownOnceLoaded } from '../../features/integrations/components/shown-once-loaded';
import { SharePart } from '../../features/integrations/components/share-part';
import { WidgetPart } from '../../features/integrations/components/widget-part';
import { DevelopersPart } from '../../features/integrations/components/developers-part';
import { ChannelsCard } from '../../features/channels/components/channels-card';

/** The four parts of /integrations, by who reads each (issue 50, ADR 0341): each its own address, one click away. */
const PARTS = [
  { to: '/integrations', label: integrationsText.parts.share },
  { to: '/integrations/widget', label: integrationsText.parts.widget },
  { to: '/integrations/channels', label: integrationsText.parts.channels },
  { to: '/integrations/developers', label: integrationsText.parts.developers },
] as const;

/** Links to the cards of the page before its split (#canali, #webhook-contatti): the part that holds each now. */
const MOVED_ANCHORS: Record<string, string> = { '#canali': '/integrations/channels', '#webhook-contatti': '/integrations/developers' };

interface PartContext {
  agentId: string;
  origin: string;
  role: Role;
}

/**
 * /integrations (D11, issues 14 and 50): the page's title, its parts and the agent they show, kept while moving
 * between parts. It composes two features (integrations, channels), so it lives in app/routes.
 */
export function IntegrationsPage() {
  const t = integrationsText;
  const { session } = useSession();
  const agents = useIntegrationAgents();
  const [picked, setPicked] = useState('');
  const agentId = picked || agents.data?.[0]?.id || '';
  const role = session?.user.role ?? 'user';
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const moved = pathname === '/integrations' ? MOVED_ANCHORS[hash] : undefined;
  useEffect(() => {
    if (moved) void navigate(`${moved}${hash}`, { replace: true });
  }, [moved, hash, navigate]);
  const context: PartContext = { agentId, origin: window.location.origin, role };

  return (
    <div className="space-y-6">
      <PageHeader title={t.page.title} description={t.page.description} />
      <nav aria-label={t.parts.label} className="border-b border-slate-200">
        <ul className="flex flex-wrap gap-x-1 sm:gap-x-2">
          {PARTS.map((part) => (
            <li key={part.to}>
              <NavLink
                to={part.to}
                end
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium sm:px-4',
                    isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:text-slate-900',
                  )
                }
              >
                {part.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ShownOnceLoaded>
        {agents.error ? (
          <p role="alert" className="text-red-800">
            {errorMessage(agents.error)}
          </p>
        ) : null}
        {agents.data && agents.data.length === 0 ? (
          <p className="text-slate-600">{role === 'instructor' ? t.page.noAgentsInstructor : t.page.noAgents}</p>
        ) : null}
        {agents.data && agents.data.length > 0 ? (
          <div className="max-w-md">
            <Field label={t.page.agent}>
              <select
                className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
                value={agentId}
                onChange={(e) => setPicked(e.target.value)}
              >
                {agents.data.map((agent) => (
                  <option key={agent.id} value={agent.id}>
                    {agent.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        ) : null}
        {/* A part's code on its first visit: the title, the parts and the agent stay in place meanwhile. */}
        <Suspense fallback={<Spinner />}>
          <Outlet context={context} />
        </Suspense>
      </ShownOnceLoaded>
    </div>
  );
}

const usePart = () => useOutletContext<PartContext>();

/** 'Condividi', the part /integrations opens on. */
export function IntegrationsSharePart() {
  const { agentId, origin } = usePart();
  return agentId ? <SharePart key={agentId} agentId={agentId} origin={origin} /> : null;
}

export function IntegrationsWidgetPart() {
  const { agentId, origin } = usePart();
  return agentId ? <WidgetPart key={agentId} agentId={agentId} origin={origin} /> : null;
}

export function IntegrationsChannelsPart() {
  const { agentId } = usePart();
  return agentId ? <ChannelsCard key={agentId} agentId={agentId} /> : null;
}

export function IntegrationsDevelopersPart() {
  const { agentId, origin, role } = usePart();
  return <DevelopersPart key={agentId} agentId={agentId} origin={origin} role={role} />;
}
