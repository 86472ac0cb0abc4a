import { Link } from 'react-router';
import { integrationsText } from '@app/shared/i18n/integrations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CopyField } from '../../../components/ui/copy-field';
import { ShareQrCode } from './share-qr-code';
import { widgetSnippets } from './snippets';

/** 'Condividi' (issue 50): the agent's public chat link, its QR code, and where its look is set. */
export function SharePart({ agentId, origin }: { agentId: string; origin: string }) {
  const t = integrationsText;
  const { shareLink } = widgetSnippets(origin, agentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.share.title}</CardTitle>
        <CardDescription>{t.share.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <CopyField label={t.share.label} value={shareLink} />
        <a href={shareLink} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
          {t.share.open}
        </a>
        <ShareQrCode link={shareLink} fileName={`qr-chat-${agentId}`} />
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
          {t.settings.appearanceMoved}{' '}
          <Link to={`/agent/${agentId}/settings?tab=appearance`} className="font-medium text-brand-700 underline">
            {t.settings.appearanceLink}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
