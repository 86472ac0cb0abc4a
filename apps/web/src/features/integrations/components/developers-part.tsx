import { canManageApiTokens } from '@app/shared/api/integrations';
import { integrationsText } from '@app/shared/i18n/integrations';
import { canManageLeadWebhook, type Role } from '@app/shared/roles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CopyField } from '../../../components/ui/copy-field';
import { ApiTokensSection } from './api-tokens-section';
import { IDENTITY_SECRET_ANCHOR, IdentitySecretSection } from './identity-secret-section';
import { LeadWebhookSection } from './lead-webhook-section';
import { apiExamples } from './snippets';
import { WithWidgetSettings } from './widget-settings-state';

/**
 * 'Sviluppatori' (issue 50): what a developer wires up: the account's API tokens, the public API's examples for the
 * chosen agent, the widget's identity secret, the contacts' webhook. `agentId` is empty when there is no agent yet.
 */
export function DevelopersPart({ agentId, origin, role }: { agentId: string; origin: string; role: Role }) {
  const t = integrationsText;
  const examples = agentId ? apiExamples(origin, agentId) : null;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t.tokens.title}</CardTitle>
          <CardDescription>{t.tokens.description}</CardDescription>
        </CardHeader>
        <CardContent>
          {canManageApiTokens(role) ? <ApiTokensSection /> : <p className="text-sm text-slate-600">{t.tokens.onlyManagers}</p>}
        </CardContent>
      </Card>
      {examples ? (
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
      ) : null}
      {agentId ? (
        <Card id={IDENTITY_SECRET_ANCHOR}>
          <CardHeader>
            <CardTitle>{t.settings.secretTitle}</CardTitle>
            <CardDescription>{t.embed.identity}</CardDescription>
          </CardHeader>
          <CardContent>
            <WithWidgetSettings agentId={agentId}>{(data) => <IdentitySecretSection settings={data} />}</WithWidgetSettings>
          </CardContent>
        </Card>
      ) : null}
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
    </>
  );
}
