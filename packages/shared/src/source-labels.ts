/**
 * How a cited source is named (issue 16): shared by the server's answers and the chat's pages. No schema here: the
 * public chat imports it on its first load, which zod would make 26 KB heavier (issue 34).
 */
/** Where a passage sits (the shape of `passageLocationSchema` in api/knowledge, which imports this file). */
interface PassageLocation {
  page: number | null;
  paragraph: number | null;
  startMs: number | null;
  endMs: number | null;
}

/** 'webinar.mp4, 12:30–13:10' — m:ss, or h:mm:ss past an hour. */
export function formatMediaTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where a source points, as people read it: 'pagina 3', 'paragrafo 4', '12:30–13:10' (null when unknown). */
export function passageLocationLabel(location: Partial<PassageLocation>): string | null {
  if (location.startMs != null && location.endMs != null) return `${formatMediaTime(location.startMs)}–${formatMediaTime(location.endMs)}`;
  if (location.page) return `pagina ${location.page}`;
  if (location.paragraph) return `paragrafo ${location.paragraph}`;
  return null;
}

/** The label of a source: 'manuale.pdf, pagina 3', 'note.docx, paragrafo 4', 'webinar.mp4, 12:30–13:10'. */
export function sourceLabel(source: { file: string } & Partial<PassageLocation>): string {
  const where = passageLocationLabel(source);
  return where ? `${source.file}, ${where}` : source.file;
}
