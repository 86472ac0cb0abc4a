import { toast } from '../../../lib/notify';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { InvoiceTable } from '../../../components/ui/invoice-table';
import { adminText } from '@app/shared/i18n/admin';
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
        <InvoiceTable
          text={t}
          withActions
          loading={invoices.isLoading}
          error={invoices.error ? t.loadError(errorMessage(invoices.error)) : null}
          empty={t.empty}
          lines={invoices.data?.invoices.map((invoice) => ({
            id: invoice.id,
            number: invoice.number,
            date: invoice.date,
            amount: invoice.total,
            paid: invoice.status === 'paid',
            actions: (
              <span className="flex flex-wrap gap-x-3 gap-y-1">
                {(['pdf', 'fatturapa'] as const).map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    className={link}
                    aria-label={kind === 'pdf' ? t.pdfLabel(invoice.number) : t.xmlLabel(invoice.number)}
                    disabled={download.isPending}
                    onClick={() => save(invoice.id, kind)}
                  >
                    {kind === 'pdf' ? t.pdf : t.xml}
                  </button>
                ))}
              </span>
            ),
          }))}
        />
      </CardContent>
    </Card>
  );
}
