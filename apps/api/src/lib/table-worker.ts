/**
 * The worker thread that reads an import's file (see tabular.ts, readTable): it gets the file's
 * bytes and the limits, and answers once with the table, the limit passed, or "unreadable".
 * The build ships it as apps/api/dist/table-worker.js (scripts/build.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { TableLimitError, UnreadableTable, type TableLimits } from './table-limits.ts';
import { readTableFile } from './table-reader.ts';

export type WorkerAnswer =
  | { table: ReturnType<typeof readTableFile> }
  | { breach: TableLimitError['breach'] }
  /** Not a table; `error` when reading failed for another reason than the file's form (a bug: logged). */
  | { unreadable: true; error?: string };

const { data, limits } = workerData as { data: Uint8Array; limits: TableLimits };
let answer: WorkerAnswer;
try {
  answer = { table: readTableFile(data, limits) };
} catch (err) {
  if (err instanceof TableLimitError) answer = { breach: err.breach };
  else if (err instanceof UnreadableTable) answer = { unreadable: true };
  else answer = { unreadable: true, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
}
parentPort!.postMessage(answer);
