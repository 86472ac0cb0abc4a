import type { LegalInfo } from '@app/shared/api/legal';
import { legalText } from '@app/shared/i18n/legal';

/** The operator's data as configured; a missing value says so rather than being invented. */
export function CompanyData({ info }: { info: LegalInfo | undefined }) {
  const t = legalText.company;
  const value = (v: string | null | undefined) => v ?? legalText.missing;
  return (
    <section aria-labelledby="company-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="company-title" className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">{t.name}</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">{value(info?.companyName)}</dd>
        <dt className="font-medium text-slate-700">{t.vat}</dt>
        <dd className="text-slate-900">{value(info?.vatNumber)}</dd>
        <dt className="font-medium text-slate-700">{t.address}</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">{value(info?.address)}</dd>
        <dt className="font-medium text-slate-700">{t.email}</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">{value(info?.privacyEmail)}</dd>
        {info?.pec ? (
          <>
            <dt className="font-medium text-slate-700">{t.pec}</dt>
            <dd className="[overflow-wrap:anywhere] text-slate-900">{info.pec}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
