/** Italian copy of the saved replies of 'Richieste' (issue 47). */
export const SAVED_REPLY_MESSAGES = {
  titleRequired: 'Dai un titolo alla risposta salvata.',
  titleTooLong: 'Il titolo non può superare 80 caratteri.',
  textRequired: 'Scrivi il testo della risposta salvata.',
  textTooLong: 'Il testo non può superare 4000 caratteri.',
  titleTaken: 'Esiste già una risposta salvata con questo titolo.',
  notFound: 'Risposta salvata non trovata.',
  forbidden: 'Solo il titolare e gli amministratori possono gestire le risposte salvate.',
  tooMany: 'Puoi salvare al massimo 200 risposte.',
} as const;

export const savedRepliesText = {
  title: 'Risposte salvate',
  description: 'Testi pronti da inserire nelle risposte: nella casella della risposta scrivi «/» e scegli.',
  empty: 'Nessuna risposta salvata.',
  add: 'Aggiungi risposta salvata',
  titleLabel: 'Titolo',
  textLabel: 'Testo',
  save: 'Salva',
  saving: 'Salvataggio…',
  saved: 'Risposta salvata.',
  editShort: 'Modifica',
  removeShort: 'Elimina',
  edit: (title: string) => `Modifica «${title}»`,
  remove: (title: string) => `Elimina «${title}»`,
  removed: 'Risposta salvata eliminata.',
  cancel: 'Annulla',
  manageHint: 'Le gestiscono il titolare e gli amministratori.',
  /** The '/' picker in the reply box. */
  picker: 'Risposte salvate',
  pickerHint: 'Scrivi «/» per inserire una risposta salvata.',
  pickerEmpty: 'Nessuna risposta salvata corrisponde.',
  pickerNone: 'Nessuna risposta salvata: il titolare o un amministratore può aggiungerle.',
  manage: 'Gestisci le risposte salvate',
} as const;
