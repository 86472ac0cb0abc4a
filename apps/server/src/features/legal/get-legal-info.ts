import type { LegalInfo } from '@app/shared/api/legal';
import type { Config } from '../../config/config.js';

/** The operator's company data as configured (LEGAL_* variables); nothing is made up when they are missing. */
export function getLegalInfo(config: Config): LegalInfo {
  const info = {
    companyName: config.LEGAL_COMPANY_NAME ?? null,
    vatNumber: config.LEGAL_VAT_NUMBER ?? null,
    address: config.LEGAL_ADDRESS ?? null,
    privacyEmail: config.LEGAL_PRIVACY_EMAIL ?? null,
    pec: config.LEGAL_PEC ?? null,
  };
  const configured = Boolean(info.companyName && info.vatNumber && info.address && info.privacyEmail);
  return { configured, ...info };
}
