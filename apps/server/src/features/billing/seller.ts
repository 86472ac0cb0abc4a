import type { Config } from '../../config/config.js';

/** The seller printed on every invoice: the operator's company, from configuration (SELLER_*). */
export interface Seller {
  name: string;
  vatNumber: string;
  fiscalCode: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  taxRegime: string;
  email: string;
}

export const sellerFrom = (config: Config): Seller => ({
  name: config.SELLER_NAME,
  vatNumber: config.SELLER_VAT_NUMBER,
  fiscalCode: config.SELLER_FISCAL_CODE ?? config.SELLER_VAT_NUMBER,
  address: config.SELLER_ADDRESS,
  postalCode: config.SELLER_POSTAL_CODE,
  city: config.SELLER_CITY,
  province: config.SELLER_PROVINCE,
  taxRegime: config.SELLER_TAX_REGIME,
  email: config.SELLER_EMAIL,
});
