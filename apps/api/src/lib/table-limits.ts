/**
 * The limits of a table file sent to an import and the ways reading one ends without a table: what
 * the request thread (tabular.ts) and the worker that reads the file (table-reader.ts) share. Kept
 * apart so that the server does not load the reader's libraries, which only the worker uses.
 */

export interface TableLimits {
  /** Bytes an XLSX file may inflate to, all entries together. */
  unzippedBytes: number;
  /** Non-empty rows after the header row. */
  rows: number;
  /** Columns a non-empty cell may be in (the 61st column is refused when this is 60). */
  columns: number;
  /** Characters of one cell (its text trimmed). */
  cellChars: number;
}

/** The limit a file went over, and where when it is known (row as a spreadsheet numbers it, column letters). */
export interface LimitBreach {
  limit: 'unzippedSize' | 'rows' | 'columns' | 'cellLength';
  max: number;
  row?: number;
  column?: string;
}

export class TableLimitError extends Error {
  constructor(readonly breach: LimitBreach) {
    super(`table limit: ${breach.limit}`);
  }
}
export class UnreadableTable extends Error {}

/**
 * A table as read: the header (the file's first row) and the other non-empty rows with their row
 * numbers, in chunks of JSON text (`[[row, [cells…]], …]`). Text crosses between threads as one
 * copy, and the request thread parses one chunk at a time, between which it answers other requests.
 */
export interface ReadTable {
  header: string[];
  rowCount: number;
  chunks: string[];
}
export type TableRow = [row: number, cells: string[]];
