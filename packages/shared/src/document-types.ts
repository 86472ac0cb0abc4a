/**
 * The one list of files an agent's knowledge accepts (issue 34, ADR 0136): agent creation, the settings, the public
 * API and the landing page all read it. The server checks the real content of each file, never only its name.
 */
export const DOCUMENT_TYPES = [
  { kind: 'pdf', label: 'PDF', accept: ['.pdf', 'application/pdf'] },
  { kind: 'docx', label: 'DOCX', accept: ['.docx'] },
  { kind: 'txt', label: 'TXT', accept: ['.txt', 'text/plain'] },
  { kind: 'csv', label: 'CSV', accept: ['.csv', 'text/csv'] },
  { kind: 'xlsx', label: 'XLSX', accept: ['.xlsx'] },
  { kind: 'audio', label: 'audio', accept: ['audio/*'] },
  { kind: 'video', label: 'video', accept: ['video/*'] },
] as const;

export const FILE_KINDS = DOCUMENT_TYPES.map((t) => t.kind);
export type FileKind = (typeof DOCUMENT_TYPES)[number]['kind'];

/** 'PDF, DOCX, TXT, CSV, XLSX, audio e video' */
export const DOCUMENT_TYPES_LABEL = (() => {
  const labels = DOCUMENT_TYPES.map((t) => t.label);
  return `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
})();
