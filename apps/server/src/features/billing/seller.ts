import { companyDataMissing } from '@app/shared/i18n/billing';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../base/errors.js';
import type { CompanyDataView } from '@app/shared/api/billing';
import type { Config } from '../../config/config.js';
import { companyFrom, refusesInvoices, type Company } from '../../config/company.js';

/** The seller printed on every invoice: the operator's company (config/company.ts). */
export type Seller = Company;

/**
 * The seller of an invoice being issued (PDF or FatturaPA). Production with the company data incomplete issues none:
 * a 503 that names the missing variables, and the same in the log for the operator (ADR 0221).
 */
export function sellerFor(ctx: Pick<AppContext, 'config' | 'log'>): Seller {
  const { company, missing } = companyFrom(ctx.config);
  if (refusesInvoices(ctx.config, missing)) {
    ctx.log.error({ missing }, 'billing: invoice not issued, the company data is incomplete');
    throw new AppError(503, 'COMPANY_DATA_MISSING', companyDataMissing(missing));
  }
  return company;
}

/** What the back office shows: the company in use, what is missing and whether invoices are refused for it. */
export function companyDataView(config: Config): CompanyDataView {
  const data = companyFrom(config);
  return { ...data, invoicesRefused: refusesInvoices(config, data.missing) };
}
