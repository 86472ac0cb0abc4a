import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { integrationsText } from '@app/shared/i18n/integrations';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useAgentChannels } from '../api/get-agent-channels';
import { usePlanChoicePath } from '../../../lib/plan-choice';
import { EmailChannelSection } from './email-channel-section';
import { ChannelSection } from './channel-section';
import { CHANNEL_FIELD_LISTS, FORM_CHANNELS } from './channel-fields';

/**
 * 'Canali' (issues 31, 47, 50): the agent's WhatsApp, Telegram, Messenger, Instagram and mailbox, connected, shown
 * (secrets masked) and disconnected here; each app is one ChannelSection drawn from its field list (channel-fields.ts).
 */
export function ChannelsCard({ agentId }: { agentId: string }) {
  const t = integrationsText.channels;
  const channels = useAgentChannels(agentId);
  const forbidden = channels.error instanceof ApiRequestError && channels.error.status === 403;
  const planPath = usePlanChoicePath();
  return (
    <Card id="canali">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {channels.isLoading ? <Spinner /> : null}
        {forbidden ? <p className="text-sm text-slate-600">{t.forbidden}</p> : null}
        {channels.error && !forbidden ? (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(channels.error)}
          </p>
        ) : null}
        {channels.data && !channels.data.available ? (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t.planRequired}{' '}
            <Link to={planPath} className="font-medium underline">
              {t.upgrade}
            </Link>
          </p>
        ) : null}
        {channels.data ? (
          <>
            {FORM_CHANNELS.map((kind) => (
              <ChannelSection
                key={kind}
                agentId={agentId}
                list={CHANNEL_FIELD_LISTS[kind]}
                connection={channels.data[kind]}
                available={channels.data.available}
              />
            ))}
            <EmailChannelSection agentId={agentId} connection={channels.data.email} available={channels.data.available} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
