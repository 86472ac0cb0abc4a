/** An 'Esporta i dati' request (issue 33): built by a background job, then ready or failed. */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
