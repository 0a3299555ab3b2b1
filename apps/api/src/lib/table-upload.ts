import { channel } from 'node:diagnostics_channel';
import type { MultipartFile } from '@fastify/multipart';
import {
  IMPORT_LIMITS,
  IMPORT_LIMIT_CODE,
  PRODUCT_TOOL_MESSAGES,
  importLimitMessage,
} from '@shop/core/schemas/product-tools';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, payloadTooLarge } from './errors.ts';
import { readTable, TableLimitError, UnreadableTable, type ReadTable, type TableRow } from './tabular.ts';

// What every import of a table file shares (the catalogue's, the pieces'): taking the file of the
// multipart request, reading it within the limits, walking its rows without holding the thread.

/**
 * The stages of an import, announced as they begin (`{ stage: 'read' }` when the file is handed to
 * its reader, `{ stage: 'check' }` when its rows are checked): a diagnostics channel that costs
 * nothing without a subscriber; the tests send a health request at each stage.
 */
const importStages = channel('shop:import');
const isTooLarge = (err: unknown) => (err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The table of the request's multipart field "file" (CSV or XLSX, within IMPORT_LIMITS). Bad input is
 * a 400, 413 or 422 (a limit passed, with where) in Vietnamese.
 */
export async function receiveTable(request: FastifyRequest): Promise<ReadTable> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (err) {
    if (isTooLarge(err)) throw payloadTooLarge(PRODUCT_TOOL_MESSAGES.fileTooLarge);
    throw badRequest(PRODUCT_TOOL_MESSAGES.noFile);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(PRODUCT_TOOL_MESSAGES.noFile);
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if (isTooLarge(err) || part.file.truncated) throw payloadTooLarge(PRODUCT_TOOL_MESSAGES.fileTooLarge);
    throw badRequest(PRODUCT_TOOL_MESSAGES.noFile);
  }
  if (part.file.truncated) throw payloadTooLarge(PRODUCT_TOOL_MESSAGES.fileTooLarge);
  let table: ReadTable;
  try {
    importStages.publish({ stage: 'read' });
    table = await readTable(data, IMPORT_LIMITS, (message) => request.log.error({ message }, 'import: reading failed'));
  } catch (err) {
    if (err instanceof UnreadableTable) throw badRequest(PRODUCT_TOOL_MESSAGES.badFile);
    if (err instanceof TableLimitError)
      throw new HttpError(422, IMPORT_LIMIT_CODE, importLimitMessage(err.breach), err.breach);
    throw err;
  }
  importStages.publish({ stage: 'check' });
  return table;
}

/** The request thread checks rows for at most this long before it answers other requests. */
const CHECK_SLICE_MS = 15;

/**
 * The table's rows, parsed one chunk (a few hundred rows) at a time; every CHECK_SLICE_MS of
 * checking, the request thread answers other requests first, so a large file never holds it.
 */
export async function* rowsOf(table: ReadTable): AsyncGenerator<TableRow> {
  let since = performance.now();
  for (const chunk of table.chunks) {
    for (const row of JSON.parse(chunk) as TableRow[]) {
      if (performance.now() - since > CHECK_SLICE_MS) {
        await new Promise<void>((go) => setImmediate(go));
        since = performance.now();
      }
      yield row;
    }
  }
}

/** "285.000.000", "285,000,000", "285 000 000" and "285000000" are the same whole number. */
export function parseWhole(raw: string): number | null {
  const s = raw.replace(/\s/g, '');
  const digits = /^\d{1,3}([.,]\d{3})+$/.test(s) ? s.replace(/[.,]/g, '') : s;
  if (!/^\d{1,16}$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}
