import { PassThrough, Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import Papa from 'papaparse';
import { TableLimitError, UnreadableTable, type ReadTable, type TableLimits } from './table-limits.ts';
import type { WorkerAnswer } from './table-worker.ts';
import { SHOP_UTC_OFFSET_MS } from './shop-time.ts';

export { TableLimitError, UnreadableTable, type ReadTable, type TableRow } from './table-limits.ts';

/**
 * ExcelJS, loaded on the first XLSX written: it is the heaviest library of the server (about
 * half a second of a start on a busy machine) and only imports and exports use it.
 */
const loadExcel = async () => (await import('exceljs')).default;

/** A table as files carry it: a header row and rows of cells (text, numbers, or empty). */
export type Cell = string | number | null;

/** "27/11/2026 14:05": a moment as a cell, in the shop's time (Vietnam, UTC+7, no daylight saving). */
export function shopDateTime(d: Date): string {
  const vn = new Date(d.getTime() + SHOP_UTC_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(vn.getUTCDate())}/${p(vn.getUTCMonth() + 1)}/${vn.getUTCFullYear()} ${p(vn.getUTCHours())}:${p(vn.getUTCMinutes())}`;
}

/** Excel opens a CSV as UTF-8 (Vietnamese letters intact) only when the file starts with a BOM. */
const BOM = '\uFEFF';

/**
 * A text cell that a spreadsheet would take for a formula (it begins with =, +, -, @, a tab or a
 * carriage return) gets a leading `'`, which spreadsheets show as text: the OWASP rule against CSV
 * injection. Every CSV and XLSX the shop writes goes through here (tableFile, tableStream); numbers are
 * left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const safeCell = (c: Cell): Cell => (typeof c === 'string' && FORMULA_START.test(c) ? `'${c}` : c);

/** A cell read back from a file the shop wrote: the `'` that safeCell added is taken off. */
export const unescapeCell = (text: string): string =>
  text.length > 1 && text[0] === "'" && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

function toCsv(header: readonly string[], rows: Cell[][]): Buffer {
  const text = Papa.unparse(
    { fields: [...header], data: rows.map((r) => r.map((c) => (c === null ? '' : c))) },
    { newline: '\r\n' },
  );
  return Buffer.from(BOM + text, 'utf8');
}

async function toXlsx(sheet: string, header: readonly string[], rows: Cell[][]): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  const ws = book.addWorksheet(sheet);
  ws.addRow([...header]).font = { bold: true };
  for (const r of rows) ws.addRow(r.map((c) => (c === null ? null : c)));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const TABLE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The file of a table in the chosen format, with its content type. */
export async function tableFile(
  format: keyof typeof TABLE_TYPES,
  sheet: string,
  header: readonly string[],
  rows: Cell[][],
): Promise<{ body: Buffer; type: string }> {
  const safe = rows.map((r) => r.map(safeCell));
  const body = format === 'csv' ? toCsv(header, safe) : await toXlsx(sheet, header, safe);
  return { body, type: TABLE_TYPES[format] };
}

/**
 * A table written as it is read, batch by batch, for files too large to hold (the orders export):
 * CSV lines or an XLSX written by ExcelJS's streaming writer, each batch sent before the next is
 * asked for, so memory stays at one batch whatever the number of rows.
 */
export function tableStream(
  format: keyof typeof TABLE_TYPES,
  sheet: string,
  header: readonly string[],
  batches: AsyncIterable<Cell[][]>,
): { body: Readable; type: string } {
  if (format === 'csv') {
    async function* csv() {
      yield BOM + Papa.unparse([[...header]], { newline: '\r\n' });
      for await (const rows of batches)
        if (rows.length)
          yield (
            '\r\n' +
            Papa.unparse(
              rows.map((r) => r.map((c) => (c === null ? '' : safeCell(c)))),
              { newline: '\r\n' },
            )
          );
    }
    return { body: Readable.from(csv(), { objectMode: false }), type: TABLE_TYPES.csv };
  }
  const out = new PassThrough();
  void (async () => {
    const excel = await loadExcel();
    const book = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const ws = book.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    const head = ws.addRow([...header]);
    head.font = { bold: true };
    head.commit();
    for await (const rows of batches) for (const r of rows) ws.addRow(r.map(safeCell)).commit();
    ws.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return { body: out, type: TABLE_TYPES.xlsx };
}

/** Imports at most this many files at once (each in its own worker thread); more wait their turn. */
const MAX_READERS = 2;
/** A reading that takes longer than this is stopped (the limits make it far shorter). */
const READ_TIMEOUT_MS = 60_000;
let readers = 0;
const waiting: (() => void)[] = [];

/**
 * The worker of one reading. The build ships it as dist/table-worker.js beside the server; from the
 * TypeScript sources (tests, `npm run dev`) the worker registers tsx before loading table-worker.ts.
 */
function startWorker(workerData: unknown): Worker {
  const options = { workerData, resourceLimits: { maxOldGenerationSizeMb: 384 } };
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = new URL(`./table-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSources) return new Worker(entry, options);
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

async function inWorker(data: Uint8Array, limits: TableLimits): Promise<WorkerAnswer> {
  if (readers >= MAX_READERS) await new Promise<void>((go) => waiting.push(go));
  readers++;
  try {
    const worker = startWorker({ data, limits });
    return await new Promise<WorkerAnswer>((resolve) => {
      const timer = setTimeout(() => {
        void worker.terminate();
        resolve({ unreadable: true, error: 'reading the table took too long' });
      }, READ_TIMEOUT_MS);
      const end = (answer: WorkerAnswer) => {
        clearTimeout(timer);
        resolve(answer);
      };
      worker.once('message', (answer: WorkerAnswer) => end(answer));
      // Out of memory, or gone without answering: the file is not read.
      worker.once('error', (err) => end({ unreadable: true, error: err.message }));
      worker.once('exit', () => end({ unreadable: true, error: 'the table reader stopped without answering' }));
    });
  } finally {
    readers--;
    waiting.shift()?.();
  }
}

/**
 * Reads a CSV (UTF-8, with or without BOM; comma or semicolon) or the first sheet of an XLSX file in
 * a worker thread, within `limits` (table-reader.ts): the request thread only waits. Throws
 * TableLimitError at the first limit passed and UnreadableTable when the file is neither; `log`
 * hears of a failure that is not the file's fault.
 */
export async function readTable(
  data: Uint8Array,
  limits: TableLimits,
  log?: (message: string) => void,
): Promise<ReadTable> {
  const answer = await inWorker(data, limits);
  if ('table' in answer) return answer.table;
  if ('breach' in answer) throw new TableLimitError(answer.breach);
  if (answer.error) log?.(answer.error);
  throw new UnreadableTable();
}
