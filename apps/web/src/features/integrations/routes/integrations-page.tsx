import { useState } from 'react';
import { canManageApiTokens } from '@app/shared/api/integrations';
import { PageHeader } from '../../../components/ui/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { integrationsText } from '@app/shared/i18n/integrations';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useIntegrationAgents } from '../api/get-integration-agents';
import { useWidgetSettings } from '../api/get-widget-settings';
import { ApiTokensSection } from '../components/api-tokens-section';
import { LeadWebhookSection } from '../components/lead-webhook-section';
import { canManageLeadWebhook } from '@app/shared/roles';
import { CopyField } from '../components/copy-field';
import { WidgetSettingsForm } from '../components/widget-settings-form';
import { ChannelsCard } from '../components/channels-card';
import { ShownOnceLoaded } from '../components/shown-once-loaded';
import { apiExamples, widgetSnippets } from '../components/snippets';

/** /integrations (D11, issue 14): share link, widget snippets and settings, API tokens and examples, per agent. */
export function IntegrationsPage() {
  const t = integrationsText;
  const { session } = useSession();
  const agents = useIntegrationAgents();
  const [picked, setPicked] = useState('');
  const agentId = picked || agents.data?.[0]?.id || '';
  const origin = window.location.origin;
  const role = session?.user.role ?? 'user';

  return (
    <div className="space-y-6">
      <PageHeader title={t.page.title} description={t.page.description} />
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
          <>
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
            <AgentIntegration key={agentId} agentId={agentId} origin={origin} />
          </>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>{t.tokens.title}</CardTitle>
            <CardDescription>{t.tokens.description}</CardDescription>
          </CardHeader>
          <CardContent>
            {canManageApiTokens(role) ? <ApiTokensSection /> : <p className="text-sm text-slate-600">{t.tokens.onlyManagers}</p>}
          </CardContent>
        </Card>
        {canManageLeadWebhook(role) ? (
          <Card id="webhook-contatti">
            <CardHeader>
              <CardTitle>{t.leadWebhook.title}</CardTitle>
              <CardDescription>{t.leadWebhook.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <LeadWebhookSection />
            </CardContent>
          </Card>
        ) : null}
      </ShownOnceLoaded>
    </div>
  );
}

function AgentIntegration({ agentId, origin }: { agentId: string; origin: string }) {
  const t = integrationsText;
  const snippets = widgetSnippets(origin, agentId);
  const examples = apiExamples(origin, agentId);
  const settings = useWidgetSettings(agentId);
  const forbidden = settings.error instanceof ApiRequestError && settings.error.status === 403;

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t.share.title}</CardTitle>
          <CardDescription>{t.share.description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          <CopyField label={t.share.label} value={snippets.shareLink} />
          <a href={snippets.shareLink} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
            {t.share.open}
          </a>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.embed.title}</CardTitle>
          <CardDescription>{t.embed.description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {settings.data && settings.data.allowedDomains.length === 0 ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t.embed.domainsFirst}
            </p>
          ) : null}
          <CopyField label={t.embed.script} value={snippets.script} rows={2} hint={t.embed.identity} />
          <CopyField label={t.embed.iframe} value={snippets.iframe} rows={3} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t.settings.title}</CardTitle>
        </CardHeader>
        <CardContent>
          {settings.isLoading ? <Spinner /> : null}
          {forbidden ? <p className="text-sm text-slate-600">{t.settings.forbidden}</p> : null}
          {settings.error && !forbidden ? (
            <p role="alert" className="text-sm text-red-800">
              {errorMessage(settings.error)}
            </p>
          ) : null}
          {settings.data ? <WidgetSettingsForm settings={settings.data} /> : null}
        </CardContent>
      </Card>
      <ChannelsCard agentId={agentId} />
      <Card>
        <CardHeader>
          <CardTitle>{t.examples.title}</CardTitle>
          <CardDescription>
            {t.examples.description}{' '}
            <a href="/api/docs" className="font-medium text-brand-700 underline">
              {t.examples.docs}
            </a>
            .
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <CopyField label={t.examples.curl} value={examples.curl} rows={4} />
          <CopyField label={t.examples.fetch} value={examples.fetch} rows={7} />
          <CopyField label={t.examples.python} value={examples.python} rows={9} />
        </CardContent>
      </Card>
    </>
  );
}
