import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/** "A" for the first column, "Z" for the 26th, "AA" for the 27th… */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One row of a sheet: its number and its cells (inline strings) by column index; empty cells are left out. */
export function rowXml(row: number, cells: readonly (string | number | null)[]): string {
  const parts = cells.map((value, i) => {
    if (value === null || value === '') return '';
    const ref = `${columnLetters(i)}${row}`;
    return typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
  });
  return `<row r="${row}">${parts.join('')}</row>`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/**
 * A minimal XLSX file written by hand, as an attacker would: the first sheet's rows come from
 * `rows` (row XML, see rowXml, or any text), deflated as they come, so a sheet of hundreds of
 * megabytes is made without holding it. The sheet's entry is written in streaming mode: its local
 * header claims a size of 0, the real sizes follow the data.
 */
export function craftedXlsx(rows: Iterable<string>): Buffer {
  const out: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    out.push(chunk);
  });
  const stored = (name: string, text: string) => {
    const f = new ZipPassThrough(name);
    zip.add(f);
    f.push(strToU8(text), true);
  };
  stored('[Content_Types].xml', CONTENT_TYPES);
  stored('_rels/.rels', ROOT_RELS);
  stored('xl/workbook.xml', WORKBOOK);
  stored('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(
    strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    ),
  );
  let batch = '';
  for (const row of rows) {
    batch += row;
    if (batch.length > 1 << 20) {
      sheet.push(strToU8(batch));
      batch = '';
    }
  }
  sheet.push(strToU8(batch + '</sheetData></worksheet>'), true);
  zip.end();
  return Buffer.concat(out);
}

/** A sheet whose cell A2 holds `length` times the letter A, written without holding it whole. */
export function* hugeCellRows(header: readonly string[], length: number): Generator<string> {
  yield rowXml(1, header);
  yield '<row r="2"><c r="A2" t="inlineStr"><is><t>';
  const piece = 'A'.repeat(1 << 20);
  let left = length;
  while (left > 0) {
    const n = Math.min(left, piece.length);
    yield n === piece.length ? piece : piece.slice(0, n);
    left -= n;
  }
  yield '</t></is></c></row>';
}
