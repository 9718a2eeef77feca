import { useState } from 'react';
import clsx from 'clsx';
import { type ReportColumn, shown } from '../lib/report-table';

/** Rows shown before "Show all": the CSV always has every row. */
const FIRST_ROWS = 12;

type ReportTableProps<Row> = {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** A closing row (the period's totals), shown under the rows. */
  totals?: Row;
};

/**
 * A chart's figures as a table, for screen readers, keyboards and anyone who wants the numbers.
 * Wide tables scroll sideways in their own focusable region on a phone.
 */
export function ReportTable<Row>({ caption, columns, rows, rowKey, totals }: ReportTableProps<Row>) {
  const [all, setAll] = useState(false);
  const visible = all ? rows : rows.slice(0, FIRST_ROWS);
  const className = (column: ReportColumn<Row>, index: number) =>
    clsx('px-3 py-2 whitespace-nowrap', column.numeric ? 'text-right tabular-nums' : 'text-left', {
      'font-medium': index === 0,
    });
  // The first cell names its row (a month, a collection, a piece): a row header.
  const cells = (row: Row, name?: string) =>
    columns.map((column, index) =>
      index === 0 ? (
        <th key={column.header} scope="row" className={className(column, index)}>
          {name ?? shown(column, row)}
        </th>
      ) : (
        <td key={column.header} className={className(column, index)}>
          {shown(column, row)}
        </td>
      ),
    );
  return (
    <>
      <div className="mt-6 overflow-x-auto" role="region" aria-label={`${caption} (table)`} tabIndex={0}>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-ink/20 text-xs text-ink/60">
              {columns.map((column, index) => (
                <th key={column.header} scope="col" className={clsx(className(column, index), 'font-medium')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)} className="border-b border-ink/10">
                {cells(row)}
              </tr>
            ))}
          </tbody>
          {totals && (
            <tfoot>
              <tr className="border-t-2 border-ink/30 font-semibold">{cells(totals, 'Total')}</tr>
            </tfoot>
          )}
        </table>
      </div>
      {rows.length > FIRST_ROWS && (
        <button
          type="button"
          onClick={() => setAll((value) => !value)}
          className="mt-3 text-sm underline underline-offset-4"
        >
          {all ? `Show the first ${FIRST_ROWS}` : `Show all ${rows.length} rows`}
        </button>
      )}
    </>
  );
}
