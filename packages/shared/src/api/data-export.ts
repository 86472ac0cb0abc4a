import { DATA_EXPORT_STATUSES } from '../states/data-export.js';
import { DATA_EXPORT_MESSAGES } from '../i18n/data-export.js';
import { z } from 'zod';

/** 'Esporta i dati' (issue 33): the owner's ZIP of the account's data, built in the background, kept 7 days. */
export const DATA_EXPORT_DAYS = 7;
/** The app's page the e-mail's link opens (ADR 0223): it asks a signed-out owner to sign in, then downloads. */
export const dataExportPagePath = (id: string) => `/profile/export/${encodeURIComponent(id)}`;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The signed download link, while the ZIP is ready and not expired. */
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportStateSchema = z.object({ latest: dataExportSchema.nullable() });
export const dataExportDownloadQuerySchema = z.object({
  token: z
    .string({ error: DATA_EXPORT_MESSAGES.linkInvalid })
    .min(1, DATA_EXPORT_MESSAGES.linkInvalid)
    .max(200, DATA_EXPORT_MESSAGES.linkInvalid),
});
export const dataExportParamsSchema = z.object({
  id: z
    .string({ error: DATA_EXPORT_MESSAGES.linkInvalid })
    .min(1, DATA_EXPORT_MESSAGES.linkInvalid)
    .max(64, DATA_EXPORT_MESSAGES.linkInvalid),
});
