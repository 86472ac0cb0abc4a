import { toast } from 'sonner';
import { formatDateIt, formatEuro } from '@app/shared/format';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { adminText } from '../../../i18n/admin';
import { errorMessage } from '../../../lib/api-client';
import { useAccountInvoices } from '../api/get-account-invoices';
import { useDownloadInvoiceFile, type InvoiceFileKind } from '../api/download-invoice-file';

/** The subscription detail's invoices of the account (issue 12): number, date, amount, status, PDF and FatturaPA XML. */
export function AccountInvoices({ accountId }: { accountId: string }) {
  const t = adminText.detail.invoices;
  const invoices = useAccountInvoices(accountId);
  const download = useDownloadInvoiceFile();
  const save = (invoiceId: string, kind: InvoiceFileKind) =>
    download.mutate({ invoiceId, kind }, { onError: (err) => toast.error(t.downloadError(errorMessage(err))) });
  const link = 'font-medium text-brand-800 underline hover:text-brand-900 disabled:opacity-50';
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.isLoading ? (
          <Spinner />
        ) : invoices.error ? (
          <p role="alert" className="text-red-800">
            {t.loadError(errorMessage(invoices.error))}
          </p>
        ) : !invoices.data?.invoices.length ? (
          <p className="text-slate-700">{t.empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.caption}</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t.number}
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
                  <th scope="col" className="py-2">
                    {t.actions}
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.data.invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-b border-slate-100 last:border-0">
                    <td className="whitespace-nowrap py-2 pr-3 font-medium text-slate-900">{invoice.number}</td>
                    <td className="whitespace-nowrap py-2 pr-3 text-slate-800">{formatDateIt(invoice.date)}</td>
                    <td className="whitespace-nowrap py-2 pr-3 text-slate-800">{formatEuro(invoice.total)}</td>
                    <td className="py-2 pr-3">
                      <span className={invoice.status === 'paid' ? 'font-medium text-green-700' : 'font-medium text-orange-700'}>
                        {invoice.status === 'paid' ? t.paid : t.open}
                      </span>
                    </td>
                    <td className="py-2">
                      <span className="flex flex-wrap gap-x-3 gap-y-1">
                        <button
                          type="button"
                          className={link}
                          aria-label={t.pdfLabel(invoice.number)}
                          disabled={download.isPending}
                          onClick={() => save(invoice.id, 'pdf')}
                        >
                          {t.pdf}
                        </button>
                        <button
                          type="button"
                          className={link}
                          aria-label={t.xmlLabel(invoice.number)}
                          disabled={download.isPending}
                          onClick={() => save(invoice.id, 'fatturapa')}
                        >
                          {t.xml}
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
