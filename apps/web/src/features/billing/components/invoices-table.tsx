import type { InvoiceRow } from '@app/shared/api/billing';
import { shortId } from '@app/shared/format';
import { billingText } from '../../../i18n/billing';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { InvoiceTable } from '../../../components/ui/invoice-table';

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
            <InvoiceTable
              text={{ ...t, number: t.id }}
              withActions={Boolean(download)}
              actionsHeaderHidden
              numberClassName="font-mono text-slate-800"
              lines={invoices.map((invoice) => ({
                id: invoice.id,
                number: shortId(invoice.id),
                date: invoice.date,
                amount: invoice.amount,
                paid: invoice.status === 'paid',
                actions:
                  download && invoice.status === 'paid' ? (
                    <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => download(invoice)}>
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
