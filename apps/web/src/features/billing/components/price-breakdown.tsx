import type { VatInfo } from '@app/shared/api/billing';
import { formatEuro } from '@app/shared/format';
import { priceWithVat } from '@app/shared/vat';
import { billingText } from '@app/shared/i18n/billing';

/** Net, IVA and total of a net price (issue 34): what the customer pays, before paying. */
export function PriceBreakdown({ net, vat, label, testId }: { net: number; vat: VatInfo; label?: string; testId?: string }) {
  const t = billingText.price;
  const amounts = priceWithVat(net, vat);
  return (
    <div data-testid={testId}>
      {label ? <p className="text-sm font-semibold text-slate-900">{label}</p> : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-sm text-slate-800">
        <dt>{t.net}</dt>
        <dd className="text-right tabular-nums">{formatEuro(amounts.net)}</dd>
        <dt>{t.vat(vat.rate)}</dt>
        <dd className="text-right tabular-nums">{formatEuro(amounts.vat)}</dd>
        <dt className="font-semibold text-slate-900">{t.total}</dt>
        <dd className="text-right font-semibold tabular-nums text-slate-900">{formatEuro(amounts.total)}</dd>
      </dl>
      {vat.reverseCharge ? <p className="mt-1 text-xs text-slate-600">{t.reverseCharge}</p> : null}
      {vat.outOfScope ? <p className="mt-1 text-xs text-slate-600">{t.outOfScope}</p> : null}
    </div>
  );
}
