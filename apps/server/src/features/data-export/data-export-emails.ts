import { DATA_EXPORT_MESSAGES } from '@app/shared/i18n/data-export';
import { composeEmail } from '../../mail/templates.js';

/** 'Esporta i dati' is ready: the signed download link, valid 7 days (issue 33). */
export const dataExportReadyEmail = (to: string, downloadUrl: string) =>
  composeEmail(to, DATA_EXPORT_MESSAGES.emailSubject, {
    paragraphs: [DATA_EXPORT_MESSAGES.emailBody, DATA_EXPORT_MESSAGES.emailValidity],
    action: { label: 'Scarica i dati', url: downloadUrl },
  });
