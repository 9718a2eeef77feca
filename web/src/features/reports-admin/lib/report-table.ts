import { csv, type CsvValue } from '@/lib/csv';

/** One column of a report: its figure as the CSV has it, and as the table shows it. */
export interface ReportColumn<Row> {
  header: string;
  /** Exact and plain: 4800.00, 2026-03-14, 66.7. */
  csv: (row: Row) => CsvValue;
  /** For people: $4,800.00, Mar 14, 2026, 66.7%. By default the CSV's value. */
  show?: (row: Row) => string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/** The table's text of a cell. */
export const shown = <Row>(column: ReportColumn<Row>, row: Row) =>
  column.show ? column.show(row) : String(column.csv(row) ?? '');

/** A report as CSV: one header record, then one record per row. */
export const reportCsv = <Row>(columns: ReportColumn<Row>[], rows: Row[]) =>
  csv([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.csv(row)))]);
