/**
 * The operator's company, one set of data for the invoices (PDF and FatturaPA), the legal pages and the footer
 * (issue 44, ADR 0221). COMPANY_* are read first; the older SELLER_* (invoices) and LEGAL_* (legal pages) names still
 * work in their place.
 */
export interface Company {
  name: string;
  /** 11 digits, without 'IT'. */
  vatNumber: string;
  fiscalCode: string;
  /** Street and number. */
  address: string;
  postalCode: string;
  city: string;
  province: string;
  taxRegime: string;
  billingEmail: string;
  privacyEmail: string | null;
  pec: string | null;
}

export interface CompanyData {
  company: Company;
  /** The variables an invoice needs that are unset: while any is, production issues no invoice. */
  missing: string[];
  /** True when `company` is the development's made-up seller (never in production). */
  placeholder: boolean;
}

/** What every invoice must carry; COMPANY_FISCAL_CODE defaults to the Partita IVA, the tax regime to RF01. */
export const INVOICE_VARIABLES = [
  'COMPANY_NAME',
  'COMPANY_VAT_NUMBER',
  'COMPANY_ADDRESS',
  'COMPANY_POSTAL_CODE',
  'COMPANY_CITY',
  'COMPANY_PROVINCE',
  'COMPANY_BILLING_EMAIL',
] as const;

/** The development's seller: plainly not a company, so an invoice printed by a test can never pass for a real one. */
export const PLACEHOLDER_COMPANY: Company = {
  name: 'AZIENDA DI PROVA (dati non configurati)',
  vatNumber: '01234567897',
  fiscalCode: '01234567897',
  address: 'Via di Prova 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  taxRegime: 'RF01',
  billingEmail: 'fatturazione@example.invalid',
  privacyEmail: null,
  pec: null,
};

type CompanyName = 'NAME' | 'VAT_NUMBER' | 'FISCAL_CODE' | 'ADDRESS' | 'POSTAL_CODE' | 'CITY' | 'PROVINCE' | 'TAX_REGIME';
type CompanyVariable =
  | `COMPANY_${CompanyName | 'BILLING_EMAIL' | 'PRIVACY_EMAIL' | 'PEC'}`
  | `SELLER_${CompanyName | 'EMAIL'}`
  | `LEGAL_${'COMPANY_NAME' | 'VAT_NUMBER' | 'PRIVACY_EMAIL' | 'PEC'}`;

/** The variables read here: the configuration has them all (this file stays below config.ts, which checks them). */
export type CompanyVariables = Partial<Record<CompanyVariable, string>> & { NODE_ENV: string };

/** Each field's value: the new variable, else its older name(s). */
export function configuredCompany(config: CompanyVariables) {
  const vat = (config.COMPANY_VAT_NUMBER ?? config.SELLER_VAT_NUMBER ?? config.LEGAL_VAT_NUMBER)?.replace(/\s/g, '').replace(/^IT/i, '');
  return {
    COMPANY_NAME: config.COMPANY_NAME ?? config.SELLER_NAME ?? config.LEGAL_COMPANY_NAME,
    COMPANY_VAT_NUMBER: vat,
    COMPANY_FISCAL_CODE: config.COMPANY_FISCAL_CODE ?? config.SELLER_FISCAL_CODE,
    COMPANY_ADDRESS: config.COMPANY_ADDRESS ?? config.SELLER_ADDRESS,
    COMPANY_POSTAL_CODE: config.COMPANY_POSTAL_CODE ?? config.SELLER_POSTAL_CODE,
    COMPANY_CITY: config.COMPANY_CITY ?? config.SELLER_CITY,
    COMPANY_PROVINCE: config.COMPANY_PROVINCE ?? config.SELLER_PROVINCE,
    COMPANY_TAX_REGIME: config.COMPANY_TAX_REGIME ?? config.SELLER_TAX_REGIME,
    COMPANY_BILLING_EMAIL: config.COMPANY_BILLING_EMAIL ?? config.SELLER_EMAIL,
    COMPANY_PRIVACY_EMAIL: config.COMPANY_PRIVACY_EMAIL ?? config.LEGAL_PRIVACY_EMAIL,
    COMPANY_PEC: config.COMPANY_PEC ?? config.LEGAL_PEC,
  };
}

/** Checked when the configuration loads: a value set in a wrong format stops the server, with the variable named. */
export const COMPANY_FORMATS: Partial<Record<keyof ReturnType<typeof configuredCompany>, [RegExp, string]>> = {
  COMPANY_VAT_NUMBER: [/^\d{11}$/, 'Partita IVA di 11 cifre'],
  COMPANY_POSTAL_CODE: [/^\d{5}$/, 'CAP di 5 cifre'],
  COMPANY_PROVINCE: [/^[A-Z]{2}$/, 'sigla di 2 lettere'],
  COMPANY_TAX_REGIME: [/^RF\d{2}$/, 'RF01…RF19'],
};

/**
 * The company in use and what is missing for invoices. Outside production an incomplete set gives way, whole, to the
 * placeholder, so development and tests print invoices that are plainly not real; production never invents one.
 */
export function companyFrom(config: CompanyVariables): CompanyData {
  const set = configuredCompany(config);
  const missing = INVOICE_VARIABLES.filter((name) => !set[name]);
  if (missing.length > 0 && config.NODE_ENV !== 'production') return { company: PLACEHOLDER_COMPANY, missing, placeholder: true };
  const vatNumber = set.COMPANY_VAT_NUMBER ?? '';
  return {
    company: {
      name: set.COMPANY_NAME ?? '',
      vatNumber,
      fiscalCode: set.COMPANY_FISCAL_CODE ?? vatNumber,
      address: set.COMPANY_ADDRESS ?? '',
      postalCode: set.COMPANY_POSTAL_CODE ?? '',
      city: set.COMPANY_CITY ?? '',
      province: set.COMPANY_PROVINCE ?? '',
      taxRegime: set.COMPANY_TAX_REGIME ?? 'RF01',
      billingEmail: set.COMPANY_BILLING_EMAIL ?? '',
      privacyEmail: set.COMPANY_PRIVACY_EMAIL ?? null,
      pec: set.COMPANY_PEC ?? null,
    },
    missing,
    placeholder: false,
  };
}

/** Production issues no invoice while an invoice variable is missing (ADR 0221). */
export const refusesInvoices = (config: Pick<CompanyVariables, 'NODE_ENV'>, missing: string[]) =>
  config.NODE_ENV === 'production' && missing.length > 0;
