import { Fragment, useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

/** One column: its header, what a row shows in it, and its classes in the table and, on a phone, in the card. */
export interface DataTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Added to the cell's padding in the table. */
  className?: string;
  /** Added to the value in the phone card (the `<dd>`). */
  cardClassName?: string;
  /** The header for screen readers only (its buttons say what they do). */
  headerHidden?: boolean;
  /** In the phone card, below the facts instead of among them (a row's buttons); left out when the row has none. */
  cardFooter?: boolean;
}

/** A filter above the table: a visible label and the control the page builds with the id it is given. */
export interface DataTableFilter {
  label: string;
  control: (id: string) => ReactNode;
}

/** Numbered pages (server-side paging): previous, 'Pagina x di y', next. */
export interface DataTablePager {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  text: { label: string; previous: string; next: string; page: (page: number, pages: number) => string };
}

/** A 'load more' button (cursor paging). */
export interface DataTableMore {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  label: string;
}

/** Consecutive rows with the same key share a `<tbody>` headed by one row (an account and its members). */
export interface DataTableGroups<Row> {
  key: (row: Row) => string;
  header: (rows: Row[]) => ReactNode;
  testId?: string;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (its caption, read by screen readers). */
  label: string;
  columns: DataTableColumn<Row>[];
  /** Undefined until loaded (or when loading failed). */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  rowTestId?: string;
  loading?: boolean;
  /** The sentence to show when loading failed. */
  error?: ReactNode;
  /** What an empty list says. */
  empty: string;
  /** Above the table once loaded, announced politely (e.g. '12 utenti'). */
  summary?: ReactNode;
  filters?: DataTableFilter[];
  /** The grid of the filters (how many per line from which width). */
  filtersClassName?: string;
  pager?: DataTablePager;
  more?: DataTableMore;
  groups?: DataTableGroups<Row>;
  /** Below 640 px each row becomes a card of label/value pairs, with `cardTestId`. */
  cards?: { testId: string };
  /** 'boxed': a bordered white box of its own (the back office's lists); 'plain': inside a card that frames it. */
  variant?: 'boxed' | 'plain';
}

const styles = {
  boxed: {
    box: 'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
    table: 'min-w-full divide-y divide-slate-200 text-sm',
    thead: 'bg-slate-50 text-left text-slate-700',
    th: 'whitespace-nowrap px-3 py-3 font-semibold',
    tbody: 'divide-y divide-slate-100',
    tr: '',
    td: 'px-3 py-2',
    empty: 'rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700',
  },
  plain: {
    box: 'overflow-x-auto',
    table: 'w-full text-left text-sm',
    thead: 'border-b border-slate-200 text-slate-700',
    th: 'py-2 pr-3',
    tbody: '',
    tr: 'border-b border-slate-100 last:border-0',
    td: 'py-2 pr-3',
    empty: 'text-slate-700',
  },
} as const;

/** Consecutive rows with the same key, in order. */
export function consecutiveGroups<Row>(rows: Row[], key: (row: Row) => string): Row[][] {
  const out: Row[][] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (last && key(last[0]!) === key(row)) last.push(row);
    else out.push([row]);
  }
  return out;
}

/**
 * The one list of the app's tables (issue 32): labelled filters in a search form, loading, error and empty states,
 * the table with its caption and column headers, optional groups, optional phone cards, and paging. The page
 * brings the words from its catalogue and the cells.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, rowTestId, loading, error, empty, summary, filters, pager, more, groups, cards } = props;
  const s = styles[props.variant ?? 'boxed'];
  const filterId = useId();
  const cardFacts = columns.filter((c) => !c.cardFooter);
  const cardFooter = columns.filter((c) => c.cardFooter);

  const bodyRow = (row: Row) => (
    <tr key={rowKey(row)} data-testid={rowTestId} className={s.tr || undefined}>
      {columns.map((column) => (
        <td key={column.header} className={cn(s.td, column.className)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );

  return (
    <>
      {filters?.length ? (
        <form role="search" className={cn('mb-4 grid gap-3', props.filtersClassName)} onSubmit={(e) => e.preventDefault()}>
          {filters.map((filter, i) => (
            <div key={filter.label} className="space-y-1.5">
              <label htmlFor={`${filterId}-${i}`} className="block text-sm font-medium text-slate-800">
                {filter.label}
              </label>
              {filter.control(`${filterId}-${i}`)}
            </div>
          ))}
        </form>
      ) : null}
      {loading ? <Spinner /> : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          {error}
        </p>
      ) : null}
      {rows ? (
        <>
          {summary !== undefined ? (
            <p className="mb-2 text-sm text-slate-700" role="status">
              {summary}
            </p>
          ) : null}
          {rows.length === 0 ? (
            <p className={s.empty}>{empty}</p>
          ) : (
            <div className={s.box}>
              {cards ? (
                <ul aria-label={label} className="space-y-3 sm:hidden">
                  {rows.map((row) => {
                    const footer = cardFooter.map((c) => ({ key: c.header, node: c.cell(row) })).filter((f) => f.node);
                    return (
                      <li key={rowKey(row)} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid={cards.testId}>
                        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                          {cardFacts.map((column) => (
                            <Fragment key={column.header}>
                              <dt className="text-slate-600">{column.header}</dt>
                              <dd className={cn('min-w-0 break-words', column.cardClassName ?? 'text-slate-800')}>{column.cell(row)}</dd>
                            </Fragment>
                          ))}
                        </dl>
                        {footer.map((f) => (
                          <div key={f.key} className="mt-2 border-t border-slate-100 pt-2">
                            {f.node}
                          </div>
                        ))}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              <table className={cn(s.table, cards && 'hidden sm:table')}>
                <caption className="sr-only">{label}</caption>
                <thead className={s.thead}>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.header} scope="col" className={s.th}>
                        {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                {groups ? (
                  consecutiveGroups(rows, groups.key).map((members) => (
                    <tbody key={`${groups.key(members[0]!)}-${rowKey(members[0]!)}`} className={cn(s.tbody, 'border-t-2 border-slate-200')}>
                      <tr data-testid={groups.testId} className="bg-slate-50">
                        <th scope="colgroup" colSpan={columns.length} className="px-3 py-2 text-left font-semibold text-slate-900">
                          {groups.header(members)}
                        </th>
                      </tr>
                      {members.map(bodyRow)}
                    </tbody>
                  ))
                ) : (
                  <tbody className={s.tbody || undefined}>{rows.map(bodyRow)}</tbody>
                )}
              </table>
            </div>
          )}
          {pager ? (
            <nav aria-label={pager.text.label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <Button variant="outline" disabled={pager.page <= 1} onClick={() => pager.onPage(pager.page - 1)}>
                {pager.text.previous}
              </Button>
              <span className="text-sm text-slate-700">{pager.text.page(pager.page, pager.pages)}</span>
              <Button variant="outline" disabled={pager.page >= pager.pages} onClick={() => pager.onPage(pager.page + 1)}>
                {pager.text.next}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
      {more?.hasMore ? (
        <Button className="mt-4" variant="outline" onClick={more.onMore} disabled={more.loading}>
          {more.label}
        </Button>
      ) : null}
    </>
  );
}
