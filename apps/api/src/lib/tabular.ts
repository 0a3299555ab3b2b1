import type ExcelJS from 'exceljs';
import Papa from 'papaparse';

/**
 * ExcelJS, loaded on the first XLSX read or written: it is the heaviest library of the server (about
 * half a second of a start on a busy machine) and only imports and exports use it.
 */
const loadExcel = async () => (await import('exceljs')).default;

/** A table as files carry it: a header row and rows of cells (text, numbers, or empty). */
export type Cell = string | number | null;

/** Excel opens a CSV as UTF-8 (Vietnamese letters intact) only when the file starts with a BOM. */
const BOM = '\uFEFF';

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
  const body = format === 'csv' ? toCsv(header, rows) : await toXlsx(sheet, header, rows);
  return { body, type: TABLE_TYPES[format] };
}

export class UnreadableTable extends Error {}

/** An XLSX file is a zip archive: it starts with "PK\x03\x04". */
const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32BE(0) === 0x504b0304;

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text; // a hyperlink
    if ('result' in v) return cellText(v.result); // a formula: its value
  }
  return ''; // an error value, or a shared formula without its value
}

/**
 * Reads a CSV (UTF-8, with or without BOM; comma or semicolon) or the first sheet of an XLSX file
 * into rows of trimmed text. Throws UnreadableTable when the file is neither.
 */
export async function readTable(data: Buffer): Promise<string[][]> {
  if (isZip(data)) {
    const book = new (await loadExcel()).Workbook();
    try {
      await book.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      throw new UnreadableTable();
    }
    const ws = book.worksheets[0];
    if (!ws) return [];
    const rows: string[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const cells: string[] = [];
      for (let i = 1; i <= ws.columnCount; i++) cells.push(cellText(row.getCell(i).value).trim());
      rows[n - 1] = cells;
    });
    return Array.from(rows, (r) => r ?? []);
  }
  const text = data.toString('utf8');
  // Binary data that is not a zip (an image, a legacy .xls) is not a table.
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new UnreadableTable();
  const parsed = Papa.parse<string[]>(text.startsWith(BOM) ? text.slice(1) : text, { skipEmptyLines: false });
  return parsed.data.map((r) => r.map((c) => c.trim()));
}
