/** The footer's copy, kept apart from the legal pages' long texts: it is part of every public page, the landing included. */
export const legalFooterText = {
  label: 'Informazioni legali',
  privacy: 'Privacy',
  cookie: 'Cookie',
  terms: 'Termini di servizio',
  processors: 'Sub-responsabili e trattamenti',
  rights: 'Tutti i diritti riservati.',
  vat: (vat: string) => `P.IVA ${vat}`,
  notConfigured: 'Dati societari non ancora inseriti dall’operatore.',
} as const;
