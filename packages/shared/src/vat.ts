/** VAT on the product's invoices (DECISIONS D12): prices are net, the seller is Italian. */
export const ITALIAN_VAT_RATE = 22;

/** The member states of the European Union other than Italy (ISO 3166-1 alpha-2; Greece is EL in VIES, GR here). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export interface VatTreatment {
  /** Percent applied: 22 or 0. */
  rate: number;
  /** EU business outside Italy: 'Inversione contabile', Natura N2.1 (art. 7-ter DPR 633/72). */
  reverseCharge: boolean;
  /** Business outside the EU: no Italian VAT, the service is out of its scope (art. 7-ter, Natura N2.1). */
  outOfScope: boolean;
}

export const isEuCountry = (country: string) => (EU_COUNTRIES as readonly string[]).includes(country.toUpperCase());

/**
 * D12 and ADR 0045: Italian customers pay IVA 22%; an EU business with a VAT number gets reverse charge; a business
 * outside the EU (its tax id is required by the billing profile) pays no Italian VAT; anyone else pays 22%.
 */
export function vatTreatment(customer: { country: string; vatNumber?: string | null } | null): VatTreatment {
  const country = customer?.country.toUpperCase() ?? 'IT';
  if (country !== 'IT' && customer?.vatNumber) {
    return isEuCountry(country) ? { rate: 0, reverseCharge: true, outOfScope: false } : { rate: 0, reverseCharge: false, outOfScope: true };
  }
  return { rate: ITALIAN_VAT_RATE, reverseCharge: false, outOfScope: false };
}

/** Net, VAT and total in cents; VAT rounded half up to the cent. */
export function invoiceAmounts(netCents: number, treatment: VatTreatment): { netCents: number; vatCents: number; totalCents: number } {
  const vatCents = Math.round((netCents * treatment.rate) / 100);
  return { netCents, vatCents, totalCents: netCents + vatCents };
}

/** How an invoice row speaks of its VAT: a rate of 0 without reverse charge can only be a customer outside the EU. */
export function invoiceVatKind(invoice: { vatRate: number; reverseCharge: boolean }): 'vat' | 'reverse_charge' | 'out_of_scope' {
  if (invoice.reverseCharge) return 'reverse_charge';
  return invoice.vatRate === 0 ? 'out_of_scope' : 'vat';
}

/** IVA and total in euro of a net price in euro (cents rounded as on the invoice): what a customer sees before paying. */
export function priceWithVat(netEuro: number, treatment: VatTreatment): { net: number; vat: number; total: number } {
  const amounts = invoiceAmounts(Math.round(netEuro * 100), treatment);
  return { net: amounts.netCents / 100, vat: amounts.vatCents / 100, total: amounts.totalCents / 100 };
}
