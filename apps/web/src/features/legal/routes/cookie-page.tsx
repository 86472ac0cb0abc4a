import { legalText } from '@app/shared/i18n/legal';
import { LegalPageLayout } from '../components/legal-page-layout';

/** /cookie: only technical cookies and local storage, so no banner and no consent are needed. */
export function CookiePage() {
  const t = legalText.cookie;
  return (
    <LegalPageLayout title={t.title} intro={t.intro}>
      <div className="rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm" aria-label={t.tableLabel}>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t.columns.name}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t.columns.purpose}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t.columns.duration}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {t.rows.map((row) => (
              <tr key={row.name}>
                <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere] text-slate-900">{row.name}</td>
                <td className="px-3 py-2 text-slate-800">{row.purpose}</td>
                <td className="px-3 py-2 text-slate-800">{row.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LegalPageLayout>
  );
}
