/**
 * The new part of a reply: the text above the quote of the previous message (Gmail's 'On … wrote:', Outlook's
 * '-----Original Message-----' and 'Da:'/'From:' block, Apple's and Italian clients' 'Il … ha scritto:') without the
 * lines quoted with '>'. The agent answers what the person wrote now, not the whole thread again.
 */
const QUOTE_HEADERS = [
  /^\s*(on|il|am|le|el)\s.+(wrote|ha scritto|schrieb|a écrit|escribió)\s*:\s*$/i,
  /^\s*-{2,}\s*(original message|messaggio originale|ursprüngliche nachricht)\s*-{2,}\s*$/i,
  /^\s*_{10,}\s*$/,
  /^\s*(from|da|von|de)\s*:\s.+@/i,
];

export function newMessageText(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (QUOTE_HEADERS.some((re) => re.test(line))) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
