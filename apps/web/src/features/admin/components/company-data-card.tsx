import { adminText } from '@app/shared/i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useCompanyData } from '../api/get-company-data';

/**
 * The operator's company data in use (issue 44): what every invoice prints and the legal pages show, and, loudly,
 * when invoices are refused for missing data or a development placeholder stands in for it.
 */
export function CompanyDataCard() {
  const t = adminText.company;
  const data = useCompanyData();
  const view = data.data;
  const value = (text: string | null) => text || <span className="text-slate-500">{t.unset}</span>;
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="company-data">
      <h2 id="company-data" className="text-sm font-semibold text-slate-700">
        {t.title}
      </h2>
      {data.error ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t.error(errorMessage(data.error))}
        </p>
      ) : null}
      {view?.invoicesRefused ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t.refused(view.missing.join(', '))}
        </p>
      ) : null}
      {view?.placeholder ? (
        <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t.placeholder}
        </p>
      ) : null}
      {view ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {(
            [
              [t.name, view.company.name],
              [t.vatNumber, view.company.vatNumber ? `IT${view.company.vatNumber}` : ''],
              [t.fiscalCode, view.company.fiscalCode],
              [
                t.address,
                [view.company.address, view.company.postalCode, view.company.city, view.company.province].filter(Boolean).join(', '),
              ],
              [t.taxRegime, view.company.taxRegime],
              [t.billingEmail, view.company.billingEmail],
              [t.privacyEmail, view.company.privacyEmail],
              [t.pec, view.company.pec],
            ] as const
          ).map(([label, text]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-words font-medium text-slate-900">{value(text)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
