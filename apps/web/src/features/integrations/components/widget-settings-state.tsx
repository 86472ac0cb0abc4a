import type { ReactNode } from 'react';
import type { WidgetSettings } from '@app/shared/api/integrations';
import { integrationsText } from '@app/shared/i18n/integrations';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useWidgetSettings } from '../api/get-widget-settings';

/** The agent's widget settings once loaded; meanwhile a spinner, and who may not manage the agent is told so. */
export function WithWidgetSettings({ agentId, children }: { agentId: string; children: (settings: WidgetSettings) => ReactNode }) {
  const settings = useWidgetSettings(agentId);
  const forbidden = settings.error instanceof ApiRequestError && settings.error.status === 403;
  return (
    <>
      {settings.isLoading ? <Spinner /> : null}
      {forbidden ? <p className="text-sm text-slate-600">{integrationsText.settings.forbidden}</p> : null}
      {settings.error && !forbidden ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(settings.error)}
        </p>
      ) : null}
      {settings.data ? children(settings.data) : null}
    </>
  );
}
