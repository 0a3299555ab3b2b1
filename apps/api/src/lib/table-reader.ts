/**
 * Reads a table file sent to an import (CSV, or the first sheet of an XLSX) within fixed limits, in
 * one pass over the file and in time linear in its size. It runs in a worker thread (table-worker.ts)
 * so that the request thread stays free; it only uses libraries, no database and no app state.
 *
 * An XLSX file is a zip of XML files. Its entries are inflated as a stream (fflate) from their local
 * headers, whatever sizes the zip's headers or directory claim, and inflating stops as soon as the
 * inflated bytes of all entries pass `limits.unzippedBytes`. The XML is then read by a SAX parser
 * (saxes): rows go out as they are read, and reading stops at the first row, column or cell over a
 * limit. Nothing is built per empty cell or empty row, so a sheet with one cell at A1048576 costs
 * no more than a sheet with one cell at A1.
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import Papa from 'papaparse';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { TableLimitError, UnreadableTable, type ReadTable, type TableLimits, type TableRow } from './table-limits.ts';

/** Rows in one chunk. */
const CHUNK_ROWS = 250;

/** "A" for the first column (index 0), "Z" for the 26th, "AA" for the 27th… */
function columnName(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** The column index (0 for "A") of a cell reference such as "BC12"; -1 when it has no letters. */
function columnIndexOf(ref: string): number {
  let n = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower case
    if (c < 97 || c > 122) break;
    n = n * 26 + (c - 96);
    if (n > 1_000_000) return n; // far beyond any limit: no need to read on
  }
  return i === 0 ? -1 : n - 1;
}

/** Collects rows, checking each against the limits as it comes. */
class TableBuilder {
  private header: string[] = [];
  private rowCount = 0;
  private chunks: string[] = [];
  private pending: TableRow[] = [];

  constructor(private readonly limits: TableLimits) {}

  /** One row of the file (number as a spreadsheet shows it); cells may be sparse. */
  add(row: number, cells: (string | undefined)[]): void {
    const out: string[] = [];
    let last = -1;
    for (let i = 0; i < cells.length; i++) {
      const raw = cells[i];
      if (raw === undefined || raw === '') continue;
      const text = raw.trim();
      if (text === '') continue;
      if (i >= this.limits.columns)
        throw new TableLimitError({ limit: 'columns', max: this.limits.columns, row, column: columnName(i) });
      if (text.length > this.limits.cellChars)
        throw new TableLimitError({ limit: 'cellLength', max: this.limits.cellChars, row, column: columnName(i) });
      out[i] = text;
      last = i;
    }
    if (row === 1) {
      this.header = Array.from({ length: last + 1 }, (_, i) => out[i] ?? '');
      return;
    }
    if (last < 0) return; // an empty row
    if (++this.rowCount > this.limits.rows) throw new TableLimitError({ limit: 'rows', max: this.limits.rows, row });
    this.pending.push([row, Array.from({ length: last + 1 }, (_, i) => out[i] ?? '')]);
    if (this.pending.length >= CHUNK_ROWS) this.flush();
  }

  private flush() {
    if (this.pending.length) this.chunks.push(JSON.stringify(this.pending));
    this.pending = [];
  }

  done(): ReadTable {
    this.flush();
    return { header: this.header, rowCount: this.rowCount, chunks: this.chunks };
  }
}

/** An XLSX file is a zip archive: it starts with "PK\x03\x04". */
const isZip = (data: Uint8Array) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

const BOM = '\uFEFF';

/**
 * Reads a CSV (UTF-8, with or without BOM; comma or semicolon) or the first sheet of an XLSX file.
 * Throws TableLimitError at the first limit passed, UnreadableTable when the file is neither.
 */
export function readTableFile(data: Uint8Array, limits: TableLimits): ReadTable {
  return isZip(data) ? readXlsx(data, limits) : readCsv(data, limits);
}

function readCsv(data: Uint8Array, limits: TableLimits): ReadTable {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
  // Binary data that is not a zip (an image, a legacy .xls) is not a table.
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new UnreadableTable();
  const table = new TableBuilder(limits);
  let row = 0;
  let breach: Error | undefined;
  Papa.parse<string[]>(text.startsWith(BOM) ? text.slice(1) : text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      try {
        table.add(++row, result.data);
      } catch (err) {
        breach = err as Error;
        parser.abort();
      }
    },
  });
  if (breach) throw breach;
  return table.done();
}

// ---------------------------------------------------------------- XLSX

/** Bytes pushed to the inflater at a time: at most about 8 MB come out of one push (deflate's 1:1032). */
const PUSH_BYTES = 8 * 1024;

/** Inflates the XML entries of a zip, stopping once all entries together pass `maxBytes`. */
function unzipXml(data: Uint8Array, maxBytes: number): Map<string, Uint8Array> {
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  const parts = new Map<string, Uint8Array[]>();
  let total = 0;
  let over = false;
  let failure: unknown;
  unzip.onfile = (file) => {
    const name = file.name.replace(/^\/+/, '').toLowerCase();
    const keep = /\.(xml|rels)$/.test(name);
    const chunks: Uint8Array[] = [];
    if (keep) parts.set(name, chunks);
    file.ondata = (err, chunk) => {
      if (over || failure) return;
      if (err) {
        failure = err;
        return;
      }
      total += chunk.length;
      if (total > maxBytes) {
        over = true;
        file.terminate();
        return;
      }
      if (keep) chunks.push(chunk);
    };
    try {
      file.start();
    } catch (err) {
      failure = err; // a compression method other than stored or deflate
    }
  };
  try {
    for (let at = 0; at < data.length && !over && !failure; at += PUSH_BYTES) {
      const end = Math.min(at + PUSH_BYTES, data.length);
      unzip.push(data.subarray(at, end), end === data.length);
    }
  } catch (err) {
    if (!over) failure = err;
  }
  if (over) throw new TableLimitError({ limit: 'unzippedSize', max: maxBytes });
  if (failure) throw new UnreadableTable();
  const out = new Map<string, Uint8Array>();
  for (const [name, chunks] of parts) out.set(name, Buffer.concat(chunks));
  return out;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Excel writes characters XML cannot hold as `_xHHHH_` (a carriage return is `_x000D_`). */
const decodeEscapes = (s: string) =>
  s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : s;

/** Feeds XML text to a SAX parser in slices (a handler may stop the reading by throwing). */
function parseXml(bytes: Uint8Array, on: (parser: SaxesParser) => void): void {
  const parser = new SaxesParser({ position: false });
  let failure: unknown;
  parser.on('error', (err) => {
    failure ??= err;
  });
  on(parser);
  const text = new TextDecoder().decode(bytes);
  const SLICE = 1 << 20;
  for (let at = 0; at < text.length && !failure; at += SLICE) parser.write(text.slice(at, at + SLICE));
  if (!failure) parser.close();
  if (failure) throw new UnreadableTable();
}

/** Reads a relationships part: id → target, and the first target of each type (its last word). */
function readRels(bytes: Uint8Array | undefined) {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  if (!bytes) return { byId, byType };
  parseXml(bytes, (p) =>
    p.on('opentag', (tag: SaxesTagPlain) => {
      if (localName(tag.name) !== 'Relationship') return;
      const { Id, Target, Type } = tag.attributes as Record<string, string | undefined>;
      if (!Target) return;
      if (Id) byId.set(Id, Target);
      const type = Type?.split('/').pop();
      if (type && !byType.has(type)) byType.set(type, Target);
    }),
  );
  return { byId, byType };
}

/** A part's name from a relationship's target, relative to xl/ unless it starts with "/". */
const partName = (target: string) =>
  (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`).toLowerCase();

function readXlsx(data: Uint8Array, limits: TableLimits): ReadTable {
  const parts = unzipXml(data, limits.unzippedBytes);
  const workbook = parts.get('xl/workbook.xml');
  if (!workbook) throw new UnreadableTable();
  let firstSheetId: string | undefined;
  parseXml(workbook, (p) =>
    p.on('opentag', (tag: SaxesTagPlain) => {
      if (firstSheetId === undefined && localName(tag.name) === 'sheet') {
        const id = Object.entries(tag.attributes).find(([k]) => localName(k) === 'id');
        firstSheetId = id ? String(id[1]) : '';
      }
    }),
  );
  const rels = readRels(parts.get('xl/_rels/workbook.xml.rels'));
  const sheetTarget = firstSheetId ? rels.byId.get(firstSheetId) : undefined;
  const sheet = parts.get(sheetTarget ? partName(sheetTarget) : 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new UnreadableTable();
  const stringsTarget = rels.byType.get('sharedStrings');
  const shared = readSharedStrings(parts.get(stringsTarget ? partName(stringsTarget) : 'xl/sharedstrings.xml'));
  return readSheet(sheet, shared, limits);
}

/** The shared strings: each `si`'s text runs joined (phonetic runs left out). */
function readSharedStrings(bytes: Uint8Array | undefined): string[] {
  const strings: string[] = [];
  if (!bytes) return strings;
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  parseXml(bytes, (p) => {
    p.on('opentag', (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && current !== null && phonetic === 0) inText = !tag.isSelfClosing;
    });
    p.on('text', (text) => {
      if (inText) current += text;
    });
    p.on('cdata', (text) => {
      if (inText) current += text;
    });
    p.on('closetag', (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && current !== null) {
        strings.push(decodeEscapes(current));
        current = null;
      }
    });
  });
  return strings;
}

/** The value of a number cell as text: "10000000", not "1E+7". */
function numberText(v: string): string {
  const n = Number(v);
  return v !== '' && Number.isFinite(n) ? String(n) : v;
}

function readSheet(bytes: Uint8Array, shared: string[], limits: TableLimits): ReadTable {
  const table = new TableBuilder(limits);
  let rowNumber = 0;
  let cells: (string | undefined)[] = [];
  let inRow = false;
  let column = -1;
  let type = '';
  let value = '';
  let inline = '';
  let phonetic = 0;
  /** Which text is being read: the value `<v>`, an inline string's `<t>`, or none. */
  let reading: 'v' | 't' | null = null;

  const finishRow = () => {
    if (inRow) table.add(rowNumber, cells);
    inRow = false;
  };
  parseXml(bytes, (p) => {
    p.on('opentag', (tag: SaxesTagPlain) => {
      switch (localName(tag.name)) {
        case 'row': {
          finishRow();
          const r = Number(tag.attributes.r);
          rowNumber = Number.isSafeInteger(r) && r > rowNumber ? r : rowNumber + 1;
          cells = [];
          inRow = true;
          column = -1;
          break;
        }
        case 'c': {
          const ref = tag.attributes.r;
          const at = typeof ref === 'string' ? columnIndexOf(ref) : -1;
          column = at >= 0 ? at : column + 1;
          type = String(tag.attributes.t ?? 'n');
          value = '';
          inline = '';
          break;
        }
        case 'v':
          if (!tag.isSelfClosing) reading = 'v';
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          if (!tag.isSelfClosing && phonetic === 0) reading = 't';
          break;
      }
    });
    const onText = (text: string) => {
      if (reading === 'v') value += text;
      else if (reading === 't') inline += text;
    };
    p.on('text', onText);
    p.on('cdata', onText);
    p.on('closetag', (tag: SaxesTagPlain) => {
      switch (localName(tag.name)) {
        case 'v':
        case 't':
          reading = null;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c': {
          if (!inRow) break;
          let text: string;
          if (type === 's') text = shared[Number(value)] ?? '';
          else if (type === 'inlineStr') text = decodeEscapes(inline);
          else if (type === 'str') text = decodeEscapes(value);
          else if (type === 'b') text = value === '1' ? 'true' : value === '0' ? 'false' : value;
          else if (type === 'e') text = '';
          else if (type === 'd') text = value.slice(0, 10);
          else text = numberText(value.trim());
          if (text !== '') {
            // A cell far beyond the limit is refused as soon as it holds something.
            if (column >= limits.columns)
              throw new TableLimitError({
                limit: 'columns',
                max: limits.columns,
                row: rowNumber,
                column: columnName(column),
              });
            cells[column] = text;
          }
          break;
        }
        case 'row':
          finishRow();
          break;
      }
    });
  });
  finishRow();
  return table.done();
}
