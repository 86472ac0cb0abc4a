import type { ReactNode } from 'react';
import { formatDateIt, formatEuro } from '@app/shared/format';

/** The words of the table: each page brings its own from its catalogue. */
export interface InvoiceTableText {
  caption: string;
  number: string;
  date: string;
  amount: string;
  status: string;
  actions: string;
  paid: string;
  open: string;
}

/** One invoice as the table shows it; the page decides what the number cell holds and what actions it offers. */
export interface InvoiceLine {
  id: string;
  number: ReactNode;
  date: string;
  amount: number;
  paid: boolean;
  actions?: ReactNode;
}

/**
 * An account's invoices: number, Italian date, euro with 2 decimals, 'Pagato'/'In attesa', and the page's actions.
 * The customer's billing page and the operator's subscription detail show the same table (issue 12).
 */
export function InvoiceTable({
  text,
  lines,
  withActions,
  actionsHeaderHidden = false,
  numberClassName = 'font-medium text-slate-900',
}: {
  text: InvoiceTableText;
  lines: InvoiceLine[];
  /** Whether the table has the actions column at all. */
  withActions: boolean;
  /** The actions column's header for screen readers only (its buttons say what they do). */
  actionsHeaderHidden?: boolean;
  numberClassName?: string;
}) {
  const status = (line: InvoiceLine) => (
    <span className={line.paid ? 'font-medium text-green-700' : 'font-medium text-orange-700'}>{line.paid ? text.paid : text.open}</span>
  );
  return (
    <>
      {/* On a phone (issue 34) each invoice is a card: number, date, amount, status and its actions all in view. */}
      <ul aria-label={text.caption} className="space-y-3 sm:hidden">
        {lines.map((line) => (
          <li key={line.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="invoice-card">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">{text.number}</dt>
              <dd className={`min-w-0 break-words ${numberClassName}`}>{line.number}</dd>
              <dt className="text-slate-600">{text.date}</dt>
              <dd className="text-slate-800">{formatDateIt(line.date)}</dd>
              <dt className="text-slate-600">{text.amount}</dt>
              <dd className="text-slate-800">{formatEuro(line.amount)}</dd>
              <dt className="text-slate-600">{text.status}</dt>
              <dd>{status(line)}</dd>
            </dl>
            {withActions && line.actions ? <div className="mt-2 border-t border-slate-100 pt-2">{line.actions}</div> : null}
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">{text.caption}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {[text.number, text.date, text.amount, text.status].map((label) => (
              <th key={label} scope="col" className="py-2 pr-3">
                {label}
              </th>
            ))}
            {withActions ? (
              <th scope="col" className="py-2">
                {actionsHeaderHidden ? <span className="sr-only">{text.actions}</span> : text.actions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-100 last:border-0">
              <td className={`whitespace-nowrap py-2 pr-3 ${numberClassName}`}>{line.number}</td>
              <td className="whitespace-nowrap py-2 pr-3 text-slate-800">{formatDateIt(line.date)}</td>
              <td className="whitespace-nowrap py-2 pr-3 text-slate-800">{formatEuro(line.amount)}</td>
              <td className="py-2 pr-3">{status(line)}</td>
              {withActions ? <td className="py-2">{line.actions}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
