import { legalText } from '@app/shared/i18n/legal';
import { LegalPageLayout } from '../components/legal-page-layout';
import { useProcessors } from '../api/get-processors';

/** /sub-responsabili: what the product stores and who processes it, where, as this server is configured (issue 33). */
export function ProcessorsPage() {
  const t = legalText.processors;
  const processors = useProcessors();
  return (
    <LegalPageLayout title={t.title} intro={t.intro}>
      {processors.isLoading ? <p className="text-slate-700">{t.loading}</p> : null}
      {processors.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {t.loadError}
        </p>
      ) : null}
      {processors.data ? (
        // On a phone the table scrolls sideways: the region takes the keyboard focus so it can be scrolled without a mouse.
        <div role="region" aria-label={t.tableLabel} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" aria-label={t.tableLabel}>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {Object.values(t.columns).map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {processors.data.processors.map((row) => (
                <tr key={row.purpose}>
                  <td className="px-3 py-2 text-slate-900">{row.purpose}</td>
                  <td className="px-3 py-2 text-slate-800">{row.provider}</td>
                  <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere] text-slate-800">{row.location}</td>
                  <td className="px-3 py-2 text-slate-800">{row.data}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </LegalPageLayout>
  );
}
