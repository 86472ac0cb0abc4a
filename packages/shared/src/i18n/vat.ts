export const PRICES_EXCLUDE_VAT = 'IVA esclusa';

export const REVERSE_CHARGE_NOTE = 'Inversione contabile';

export const OUT_OF_SCOPE_NOTE = 'Operazione non soggetta a IVA';
