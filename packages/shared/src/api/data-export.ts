import { z } from 'zod';

/** 'Esporta i dati' (issue 33): the owner's ZIP of the account's data, built in the background, kept 7 days. */
export const DATA_EXPORT_DAYS = 7;

export const DATA_EXPORT_MESSAGES = {
  requested: "Esportazione avviata: riceverai un'e-mail con il link quando il file ZIP sarà pronto.",
  alreadyRunning: "Un'esportazione è già in corso: attendi che finisca.",
  failed: "L'esportazione non è riuscita per un errore imprevisto. Riprova.",
  linkInvalid: 'Il link di download non è valido o è scaduto (vale 7 giorni): richiedi una nuova esportazione.',
  emailSubject: 'I dati del tuo account Agenti AI sono pronti',
  emailBody:
    'Il file ZIP con i dati del tuo account (agenti, impostazioni, memorie, membri, conversazioni, fatture e file originali) è pronto.',
  emailValidity: 'Il link vale 7 giorni; puoi scaricare il file anche dal tuo profilo.',
} as const;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed']),
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
