const VISITOR_KEY = 'agenti.visitor-id';

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
export function writeStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode or a third-party frame: the chat works, without history */
  }
}

/** This browser's anonymous visitor id: it lets a visitor find their conversations again, and nothing else. */
export function anonymousVisitorId(): string {
  const existing = readStored(VISITOR_KEY);
  if (existing && /^[0-9a-f-]{36}$/i.test(existing)) return existing;
  const id = crypto.randomUUID();
  writeStored(VISITOR_KEY, id);
  return id;
}

/** The e-mailed link made this browser the conversation's visitor (issue 30). */
export const adoptVisitorId = (visitorId: string) => writeStored(VISITOR_KEY, visitorId);

/** The e-mailed link's token (`?ripresa=`), if the page was opened from it. */
export const readResumeToken = (): string | null => new URL(window.location.href).searchParams.get('ripresa');

/** Takes the token out of the address, so it is not kept in the history or shared by copying the address. */
export function forgetResumeToken() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('ripresa')) return;
  url.searchParams.delete('ripresa');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
