/**
 * The words of Italian customer questions as the pair matcher reads them (ADR 0226). Data only: every table is plain
 * Italian, not tied to one business, so a matching decision can be explained by pointing at a line here.
 */

/**
 * Phrases rewritten before the words are read (on accent-free, lower-case text, apostrophes and hyphens as spaces):
 * an interrogative said in several words becomes one intent ('a che ora' asks 'quando'), a concept said in several
 * words becomes one word ('senza glutine' is not a negation, it is 'celiaco'). Longest first where they overlap.
 */
export const PHRASES: [RegExp, string][] = [
  // Intents said in several words.
  [/\b(?:a partire da|da|a) che eta\b|\bda quanti anni\b|\beta minima\b|\bminorenni?\b/g, ' etaminima '],
  [/\bfino a che eta\b|\beta massima\b/g, ' etamassima '],
  [/\b(?:fino a|entro|da|a) che or[ae]\b|\bin che orari\b|\bche orari\b/g, ' quando orario '],
  [/\b(?:in )?(?:che|quali?) giorn[oi]\b|\b(?:entro|da|fino a) quando\b/g, ' quando '],
  [/\b(?:(?:in|per|dopo) )?quant[oi] (?:tempo|giorni|settimane|mesi|anni|ore)\b|\bquanto dura\b|\bdurata\b/g, ' quando '],
  [
    /\bin (?:che|quale) (?:modo|maniera)\b|\b(?:che )?cosa (?:devo|bisogna|occorre) fare per\b|\bcome (?:faccio|si fa|posso fare) (?:a|per)\b/g,
    ' come ',
  ],
  [/\bcome mai\b|\bper quale motivo\b/g, ' perche '],
  // Where: the business's own address is asked with the interrogative alone ('Dove siete?', 'Qual è l'indirizzo?').
  [/\bin (?:che|quale) (?:zona|via|posto|parte)\b|\bindirizzo\b/g, ' dove '],
  [/\bquanto (?:si paga|costa|costano|viene|vengono|ammonta|cost[ai] (?:di|per))\b|\ba quanto ammonta\b|\bquanto e\b/g, ' quanto costo '],
  [/\b(?:che|qual e il) prezzo\b/g, ' quanto costo '],
  // Concepts said in several words.
  [/\bsenza glutine\b|\bgluten free\b|\bceliac[hioa]+\b|\bceliachia\b/g, ' celiaco '],
  [/\bsenza (?:pagare|costi|spese)\b|\bgratuitamente\b|\bfree\b/g, ' gratis '],
  [/\bcheck ?in\b/g, ' checkin '],
  [/\bcheck ?out\b|\b(?:lasciare|liberare) (?:la )?(?:camera|stanza)\b/g, ' checkout '],
  [/\bwi ?fi\b|\bconnessione(?: internet)?\b|\binternet\b/g, ' wifi '],
  [
    /\blasci\w* (?:la |l )?(?:macchina|auto|automobile|moto)\b|\bpost[oi] (?:auto|(?:per (?:la |le |l )?)(?:auto|macchina|macchine))\b/g,
    ' parcheggiare ',
  ],
  [/\btake away\b|\b(?:da )?portar(?:e)? via\b/g, ' asporto '],
  [/\bport\w* a (?:casa|domicilio)\b/g, ' consegna domicilio '],
  [/\ba (?:casa|domicilio)\b|\bdelivery\b/g, ' domicilio '],
  [/\bcodice (?:sconto|promozionale|promo)\b|\bcoupon\b/g, ' sconto '],
  [/\bcart[ae] di (?:credito|debito)\b|\bbancomat\b|\bpos\b/g, ' carta '],
  [/\bpersonal trainer\b|\b(?:istruttor|allenator)[ei] personal[ei]\b/g, ' personal '],
  [/\bmettere in pausa\b|\bcongelare\b/g, ' sospendere '],
  [/\bgiorni di festa\b|\bfestivit[a]\b/g, ' festivi '],
  [/\bpunto vendita\b/g, ' negozio '],
  [/\bal mese\b|\bmensil[ei]\b/g, ' mensile '],
  [/\bfesta di compleanno\b/g, ' festa '],
  [/\btemp[oi] di\b/g, ' quando '],
  [/\bfuori dall? ?italia\b|\binternazional[ei]\b/g, ' estero '],
  [/\ball (?:aperto|esterno)\b|\bfuori\b|\bdehors\b/g, ' esterno '],
  [/\bquanto ci (?:vuole|vogliono|mette|mettono|metto)\b/g, ' quando '],
  [/\bci vuole\b|\bci vogliono\b|\bci mette\b/g, ' '],
];

/** The interrogatives, by what they ask: two questions asking different things never match. */
export const INTENTS = new Map([
  ['dove', 'dove'],
  ['quando', 'quando'],
  ['quanto', 'quanto'],
  ['quanta', 'quanto'],
  ['quanti', 'quanto'],
  ['quante', 'quanto'],
  ['come', 'come'],
  ['perche', 'perche'],
  ['chi', 'chi'],
]);

/** Words that ask what an interrogative asks: 'gli orari' is a 'quando', 'il prezzo' a 'quanto'. */
export const IMPLIED_INTENTS = new Map([
  ['quando', ['orario', 'chiusura', 'checkin', 'checkout']],
  ['quanto', ['costo']],
  ['dove', ['parcheggiare']],
]);

/**
 * Words that do not change what is asked: articles, prepositions, pronouns, auxiliaries and modals ('posso', 'devo',
 * 'serve'), the verbs of having and offering ('avete', 'c'è', 'offrite', 'fate', 'organizzate'), courtesy, the many
 * forms of 'what' ('qual è', 'quali sono'), and the words a business calls itself ('ristorante', 'hotel'): the visitor
 * asks that business anyway.
 */
export const NEUTRAL_WORDS = (
  'il lo la i gli le un uno una di a da in con su per tra fra e ed o od ma se che cui ' +
  'del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle ' +
  "sul sullo sulla sui sugli sulle col coi è e' sono sei siamo siete era erano essere ho hai ha abbiamo avete hanno avere " +
  'mi ti si ci vi ne me te lui lei noi voi loro mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre ' +
  'vostro vostra vostri vostre questo questa questi queste quello quella quelli quelle cosa qual quale quali anche ' +
  'solo gia ancora poi allora qui qua li la c ce l d po un ' +
  'fa fai fate fare faccio facciamo fanno puo puoi posso possiamo potete possono potrei potresti potreste potrebbe ' +
  'devo deve dobbiamo dovete devono dovrei bisogna occorre serve servono necessario necessaria obbligatorio obbligatoria ' +
  'richiesto richiesta vorrei volevo voglio vorremmo vuole sapere saper so sai sapete sapreste sapresti ' +
  'dire dici dite dimmi ditemi dirmi chiedere chiedo domanda domandare informazione informazioni info ' +
  'favore cortesia gentilmente grazie scusa scusate scusi salve ciao buongiorno buonasera esattamente ' +
  'esiste esistono possibile disponibile disponibili offrite offre offrono prevedete previsto organizzate organizzare ' +
  'organizza trovo trovare qualcosa anche tutto tutti servizio funziona funzionano cliente clienti ospiti ' +
  'giusto giusta giusti giuste corretto corretta adatto adatta ' +
  'ristorante trattoria pizzeria locale hotel albergo struttura palestra azienda vostro trova trovate trovi trovano vale valgono valido valida dura durano durare ' +
  // Articulated prepositions before an apostrophe ('all'estero', 'dell'hotel').
  'all dall dell nell sull quest quell'
).split(/\s+/);

/**
 * Generic words that say little on their own ('piatti', 'la macchina', 'il giorno'): they count, less than the words
 * that single a question out, so 'Dove parcheggio la macchina?' still asks 'Dove posso parcheggiare?'.
 */
export const LIGHT_WORDS =
  'piatto mangiare ordinare ordine auto macchina giorno giorni tempo treno treni volta menu tavolo tavoli prodotto pagare ammesso'.split(
    /\s+/,
  );
export const LIGHT_WEIGHT = 0.3;

/**
 * Words that mean the same in a customer's question, one group a line, the first word the group's name. Each word
 * goes through the same reading as the questions (accents, stem, verb lemma), so one form of a word stands for all.
 */
export const SYNONYMS = `
parcheggiare parcheggio posteggio posteggiare parcheggiamo
prenotare prenotazione riservare prenotazioni
orario orari apertura aperti aprite aprire aperto apre
chiusura chiusi chiudete chiuso chiude
costo prezzo prezzi tariffa tariffe costa costano spesa spese
spedizione spedire spedizioni consegna consegne consegnare consegnate inviare invio
reso resi restituire restituzione rendere
rimborso rimborsare rimborsi
taglia taglie misura misure
cambiare cambio modificare modifica sostituire
annullare annullamento cancellare cancellazione disdire disdetta disdico disdetto
tracciare tracciamento tracking seguire monitorare
usare uso inserire applicare mettere metto
rate rateale rateizzare rateizzato
gratis gratuito gratuita gratuiti incluso inclusa compreso compresa includere include
cane cani cagnolino animale animali gatto
ammesso ammessi ammettere accettare accettate portare entrare benvenuti venire
piatto piatti cibo pietanza pietanze opzione opzioni proposta proposte mangiare
prodotto prodotti articolo articoli
auto macchina automobile
ordine ordini pacco pacchi ordinazione
bambino bambini neonato neonati neonata
culla lettino
festa feste evento eventi ricevimento
camera camere stanza stanze
navetta transfer shuttle
bagaglio bagagli valigia valigie
arrivare arrivo raggiungere ricevere ricevo
iscrivere iscriversi iscrivermi iscrizione iscritto iscrivo iscrive
asciugamano asciugamani telo
doccia docce
armadietto armadietti
scegliere scelgo scelta
`;
