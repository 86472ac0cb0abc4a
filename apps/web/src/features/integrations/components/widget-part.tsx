import { integrationsText } from '@app/shared/i18n/integrations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CopyField } from '../../../components/ui/copy-field';
import { useWidgetSettings } from '../api/get-widget-settings';
import { widgetSnippets } from './snippets';
import { WidgetSettingsForm } from './widget-settings-form';
import { WithWidgetSettings } from './widget-settings-state';

/** 'Widget sul sito' (issue 50): the snippets to paste in a site and the widget's settings. */
export function WidgetPart({ agentId, origin }: { agentId: string; origin: string }) {
  const t = integrationsText;
  const snippets = widgetSnippets(origin, agentId);
  const settings = useWidgetSettings(agentId);
  return (
    <>
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
          <WithWidgetSettings agentId={agentId}>{(data) => <WidgetSettingsForm settings={data} />}</WithWidgetSettings>
        </CardContent>
      </Card>
    </>
  );
}
