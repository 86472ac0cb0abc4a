import type { LegalInfo } from '@app/shared/api/legal';
import type { Config } from '../../config/config.js';
import { configuredCompany } from '../../config/company.js';

/**
 * The operator's company data as configured (the COMPANY_* set the invoices print, or the older LEGAL_* names);
 * nothing is made up when they are missing, not even in development.
 */
export function getLegalInfo(config: Config): LegalInfo {
  const set = configuredCompany(config);
  const street = set.COMPANY_ADDRESS && set.COMPANY_POSTAL_CODE && set.COMPANY_CITY;
  const info = {
    companyName: set.COMPANY_NAME ?? null,
    vatNumber: set.COMPANY_VAT_NUMBER ? `IT${set.COMPANY_VAT_NUMBER}` : null,
    // One line, as the pages print it: from the invoice's fields, else the older LEGAL_ADDRESS line.
    address: street
      ? `${set.COMPANY_ADDRESS}, ${set.COMPANY_POSTAL_CODE} ${set.COMPANY_CITY}${set.COMPANY_PROVINCE ? ` (${set.COMPANY_PROVINCE})` : ''}`
      : (config.LEGAL_ADDRESS ?? null),
    privacyEmail: set.COMPANY_PRIVACY_EMAIL ?? null,
    pec: set.COMPANY_PEC ?? null,
  };
  const configured = Boolean(info.companyName && info.vatNumber && info.address && info.privacyEmail);
  return { configured, ...info };
}
