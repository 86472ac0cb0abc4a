import type { ReactNode } from 'react';
import { formatDateIt, formatEuro } from '@app/shared/format';
import { DataTable, type DataTableColumn } from './data-table';

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
 * The customer's billing page and the operator's subscription detail show the same table (issue 12), built on the
 * app's one table (`DataTable`): on a phone (issue 34) each invoice is a card with its actions in view.
 */
export function InvoiceTable({
  text,
  lines,
  withActions,
  actionsHeaderHidden = false,
  numberClassName = 'font-medium text-slate-900',
  loading,
  error,
  empty = '',
}: {
  text: InvoiceTableText;
  /** Undefined while loading (or when loading failed). */
  lines: InvoiceLine[] | undefined;
  /** Whether the table has the actions column at all. */
  withActions: boolean;
  /** The actions column's header for screen readers only (its buttons say what they do). */
  actionsHeaderHidden?: boolean;
  numberClassName?: string;
  loading?: boolean;
  error?: ReactNode;
  /** What an empty list says. */
  empty?: string;
}) {
  const columns: DataTableColumn<InvoiceLine>[] = [
    { header: text.number, cell: (line) => line.number, className: `whitespace-nowrap ${numberClassName}`, cardClassName: numberClassName },
    { header: text.date, cell: (line) => formatDateIt(line.date), className: 'whitespace-nowrap text-slate-800' },
    { header: text.amount, cell: (line) => formatEuro(line.amount), className: 'whitespace-nowrap text-slate-800' },
    {
      header: text.status,
      cell: (line) => (
        <span className={line.paid ? 'font-medium text-green-700' : 'font-medium text-orange-700'}>
          {line.paid ? text.paid : text.open}
        </span>
      ),
    },
  ];
  if (withActions)
    columns.push({ header: text.actions, headerHidden: actionsHeaderHidden, cardFooter: true, cell: (line) => line.actions });
  return (
    <DataTable
      variant="plain"
      label={text.caption}
      columns={columns}
      rows={lines}
      rowKey={(line) => line.id}
      cards={{ testId: 'invoice-card' }}
      loading={loading}
      error={error}
      empty={empty}
    />
  );
}
