import type { InvoiceRow } from '@app/shared/api/billing';
import { billingText } from '@app/shared/i18n/billing';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { InvoiceTable } from '../../../components/ui/invoice-table';

/**
 * Spec §2 with issue 34: the invoice number its PDF carries ('2026/1'; 'In emissione' while open), Italian date,
 * euro with 2 decimals, 'Pagato'/'In attesa', 'Scarica PDF'; cards on a phone.
 */
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
            <InvoiceTable
              text={t}
              withActions={Boolean(download)}
              actionsHeaderHidden
              numberClassName="font-medium text-slate-900"
              lines={invoices.map((invoice) => ({
                id: invoice.id,
                number: invoice.number ?? t.numberPending,
                date: invoice.date,
                amount: invoice.amount,
                paid: invoice.status === 'paid',
                actions:
                  download && invoice.status === 'paid' ? (
                    <button
                      type="button"
                      className="font-medium text-brand-700 hover:underline"
                      aria-label={t.downloadLabel(invoice.number ?? '')}
                      onClick={() => download(invoice)}
                    >
                      {t.download}
                    </button>
                  ) : null,
              }))}
            />
            <p className="mt-2 text-xs text-slate-600">{t.vatNote}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
