import type { InvoiceRow } from '@app/shared/api/billing';
import { billingText } from '../../../i18n/billing';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const dateFmt = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' });
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec §2: ID (8 characters then ...), Italian date, euro with 2 decimals, 'Pagato'/'In attesa', 'Scarica PDF'. */
export function InvoicesTable({ invoices, download }: { invoices: InvoiceRow[]; download?: (invoice: InvoiceRow) => void }) {
  const t = billingText.invoices;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.length === 0 ? (
          <p className="text-slate-700">{t.empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.caption}</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t.id}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.date}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.amount}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t.status}
                  </th>
                  {download ? (
                    <th scope="col" className="py-2">
                      <span className="sr-only">{t.actions}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-b border-slate-100 last:border-0">
                    <td className="py-2 pr-3 font-mono text-slate-800">{`${invoice.id.slice(0, 8)}...`}</td>
                    <td className="py-2 pr-3 text-slate-800">{dateFmt.format(new Date(invoice.date))}</td>
                    <td className="py-2 pr-3 text-slate-800">{euro.format(invoice.amount)}</td>
                    <td className="py-2 pr-3">
                      <span className={invoice.status === 'paid' ? 'font-medium text-green-700' : 'font-medium text-orange-700'}>
                        {invoice.status === 'paid' ? t.paid : t.open}
                      </span>
                    </td>
                    {download ? (
                      <td className="py-2">
                        {invoice.status === 'paid' ? (
                          <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => download(invoice)}>
                            {t.download}
                          </button>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-xs text-slate-600">{t.vatNote}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
