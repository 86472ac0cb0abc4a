/** Lexical helpers for the offline responder and the offline memory-conflict check (Italian text). */
const STOPWORDS = new Set(
  (
    'il lo la i gli le un uno una di a da in con su per tra fra e ed o od ma se che chi cui non più piu come dove quando ' +
    'del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle ' +
    "sul sullo sulla sui sugli sulle col coi è e' sono sei siamo siete era erano essere ho hai ha abbiamo avete hanno avere " +
    'mi ti si ci vi ne me te se lui lei noi voi loro mio mia miei mie tuo tua suo sua nostro nostra vostro vostra questo questa ' +
    'questi queste quello quella quelli quelle cosa cose qual quale quali quanto quanta anche solo sempre mai molto poco tutto tutti ' +
    'tutte ogni già ancora poi così cosi perché perche quindi allora dopo prima oggi ieri domani nostri vostri tuoi suoi fare fa ' +
    "può puo possono deve devono essere stato stata sia siano c'è qui qua lì li là"
  ).split(/\s+/),
);

export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The meaningful words of a text, accent-free, lower case, with a light stem (see `stem`). */
export function contentTerms(text: string): string[] {
  const words = normalize(text).match(/[a-z0-9]+/g) ?? [];
  return words.filter((w) => w.length >= 3 && !STOPWORDS.has(w)).map(stem);
}

/** Common verb and participle endings, dropped from longer words so "costa", "costano" and "costato" meet. */
const INFLECTIONS = /(?:ano|ono|are|ere|ire|ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|uti|ute)$/;

/**
 * A light Italian stem: inflectional endings of long words, then the final vowels of words of four letters
 * or more (resi/reso, mese/mesi, garanzia/garanzie). Cruder than the database's Snowball stemmer used by
 * retrieval, but it runs on any text without a round trip.
 */
export function stem(word: string): string {
  const base = word.length >= 6 ? word.replace(INFLECTIONS, '') : word;
  return base.length >= 4 ? base.replace(/[aeiou]+$/, '') : base;
}

/** How many distinct terms of `query` appear in `text`. */
export function overlap(queryTerms: Set<string>, text: string): number {
  let n = 0;
  for (const term of new Set(contentTerms(text))) if (queryTerms.has(term)) n++;
  return n;
}
