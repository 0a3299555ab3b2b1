import {
  PIECE_MESSAGES,
  PIECE_SOURCE_LABELS,
  PIECE_STATUS_LABELS,
  foldSerial,
  pieceBody,
} from '@shop/core/schemas/piece';
import type { PieceInput, PieceSource } from '@shop/core/schemas/piece';
import {
  PIECE_COLUMNS,
  PIECE_COLUMN_LABELS,
  PIECE_IMPORT_MESSAGES as M,
  REQUIRED_PIECE_COLUMNS,
  type PieceColumn,
} from '@shop/core/schemas/piece-transfer';
import type { ImportResult, ImportRow } from '@shop/core/schemas/product-tools';
import { foldText } from '@shop/core/text';
import { asc, eq } from 'drizzle-orm';
import type { Auditor } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { brands, pieces, productVariants, products } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { parseWhole, rowsOf } from '../../lib/table-upload.ts';
import { unescapeCell, type Cell, type ReadTable } from '../../lib/tabular.ts';
import { auditedPiece, piecesRepository, type PieceActor } from './repository.ts';

// Pieces as a table (docs/pieces.md#import-and-export): the export writes PIECE_COLUMNS, the import
// reads the same columns and receives each row as a new piece, checked with the contract staff use.

const YES = 'có';
const NO = 'không';
const YES_WORDS = new Set(['co', 'yes', 'true', '1', 'x']);
const NO_WORDS = new Set(['', 'khong', 'no', 'false', '0']);
const CONDITIONS: Record<string, 'new' | 'used'> = { moi: 'new', new: 'new', 'da qua su dung': 'used', used: 'used' };
const SOURCES = new Map<string, PieceSource>(
  Object.entries(PIECE_SOURCE_LABELS).flatMap(([k, label]) => [
    [k, k as PieceSource],
    [foldText(label), k as PieceSource],
  ]),
);
const COLUMN_BY_HEADER = new Map<string, PieceColumn>(
  PIECE_COLUMNS.flatMap((c) => [
    [foldText(c), c],
    [foldText(PIECE_COLUMN_LABELS[c]), c],
  ]),
);
/** The column a field of the contract is read from. */
const FIELD_COLUMN: Record<string, PieceColumn> = {
  variantId: 'variant',
  accessories: 'box',
  costPrice: 'cost',
};
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** Every piece as rows of PIECE_COLUMNS (the cost only with the costs read right), oldest first. */
export async function pieceRows(db: Db, readCosts: boolean): Promise<{ header: string[]; rows: Cell[][] }> {
  const columns = PIECE_COLUMNS.filter((c) => c !== 'cost' || readCosts);
  const list = await db
    .select({ p: pieces, brand: brands.name, product: products.name, variant: productVariants.name })
    .from(pieces)
    .innerJoin(productVariants, eq(productVariants.id, pieces.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, pieces.brandId))
    .orderBy(asc(pieces.id));
  const rows = list.map(({ p, brand, product, variant }) => {
    const has = (a: string) => (p.accessories.includes(a as never) ? YES : NO);
    const cells: Record<PieceColumn, Cell> = {
      serial: p.serial,
      brand,
      product,
      variant,
      reference: p.reference,
      condition: p.condition === 'used' ? 'Đã qua sử dụng' : 'Mới',
      grade: p.grade,
      conditionNote: p.conditionNote,
      box: has('box'),
      papers: has('papers'),
      certificate: has('certificate'),
      accessoriesNote: p.accessoriesNote,
      source: PIECE_SOURCE_LABELS[p.source as PieceSource],
      sourceName: p.sourceName,
      sourcePhone: p.sourcePhone,
      consignorPayout: p.consignorPayout,
      cost: p.costPrice,
      receivedAt: dmy(p.receivedAt),
      status: PIECE_STATUS_LABELS[p.status],
      note: p.note,
    };
    return columns.map((c) => cells[c]);
  });
  return { header: columns.map((c) => PIECE_COLUMN_LABELS[c]), rows };
}

/** What the rows are matched against, read once: brands, variants by (brand, product, variant), serials. */
async function loadTargets(db: Db | Tx) {
  const brandRows = await db.select({ id: brands.id, name: brands.name }).from(brands);
  const variantRows = await db
    .select({
      id: productVariants.id,
      brandId: products.brandId,
      product: products.name,
      variant: productVariants.name,
      tracked: productVariants.tracksPieces,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId));
  const held = await db
    .select({ id: pieces.id, brandId: pieces.brandId, key: pieces.serialKey, product: products.name })
    .from(pieces)
    .innerJoin(productVariants, eq(productVariants.id, pieces.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId));
  return {
    brands: new Map(brandRows.map((b) => [foldText(b.name), b.id])),
    variants: new Map(variantRows.map((v) => [`${v.brandId}|${foldText(v.product)}|${foldText(v.variant)}`, v])),
    serials: new Map(held.map((h) => [`${h.brandId}|${h.key}`, h])),
  };
}

/** "27/11/2026" or "2026-11-27" → "2026-11-27"; undefined when it is neither. */
function parseDay(raw: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const iso = m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : raw;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(iso)) ? iso : undefined;
}

/**
 * Checks every row of the table (each error under its column, in Vietnamese) and, unless `dryRun` or
 * any row has an error, receives every row as a new piece in the caller's transaction (`audit`).
 */
export async function importPieces(
  db: Db | Tx,
  table: ReadTable,
  actor: PieceActor,
  audit?: Auditor,
): Promise<ImportResult> {
  const at = new Map<PieceColumn, number>();
  table.header.forEach((h, i) => {
    const c = COLUMN_BY_HEADER.get(foldText(h));
    if (c && !at.has(c)) at.set(c, i);
  });
  const missing = REQUIRED_PIECE_COLUMNS.filter((c) => !at.has(c));
  if (missing.length) throw badRequest(M.missingColumns(missing.map((c) => PIECE_COLUMN_LABELS[c])));
  const targets = await loadTargets(db);
  const inFile = new Map<string, number>();
  const rows: ImportRow[] = [];
  const valid: PieceInput[] = [];

  for await (const [row, cells] of rowsOf(table)) {
    const cell = (c: PieceColumn) => {
      const i = at.get(c);
      return i === undefined ? '' : unescapeCell(cells[i] ?? '').trim();
    };
    const errors: { column: string; message: string }[] = [];
    const fail = (column: PieceColumn, message: string) => errors.push({ column, message });
    const yesNo = (c: PieceColumn) => {
      const w = foldText(cell(c));
      if (YES_WORDS.has(w)) return true;
      if (!NO_WORDS.has(w)) fail(c, M.badYesNo);
      return false;
    };
    const money = (c: PieceColumn) => {
      if (!cell(c)) return null;
      const n = parseWhole(cell(c));
      if (n === null) fail(c, M.badMoney);
      return n;
    };

    const brandId = targets.brands.get(foldText(cell('brand')));
    if (brandId === undefined) fail('brand', M.unknownBrand(cell('brand')));
    const variant =
      brandId === undefined
        ? undefined
        : targets.variants.get(`${brandId}|${foldText(cell('product'))}|${foldText(cell('variant'))}`);
    if (brandId !== undefined && !variant) fail('variant', M.unknownVariant(cell('product'), cell('variant')));
    if (variant && !variant.tracked) fail('variant', PIECE_MESSAGES.variantNotTracked);
    const condition = cell('condition') ? CONDITIONS[foldText(cell('condition'))] : 'new';
    if (!condition) fail('condition', M.badCondition);
    const source = SOURCES.get(foldText(cell('source')));
    if (!source) fail('source', M.badSource);
    const accessories = (['box', 'papers', 'certificate'] as const).filter((a) => yesNo(a));
    const cost = money('cost');
    if (cost !== null && !actor.changeCosts) fail('cost', M.costsForbidden);
    const receivedAt = cell('receivedAt') ? parseDay(cell('receivedAt')) : null;
    if (receivedAt === undefined) fail('receivedAt', M.badDate);
    const status = foldText(cell('status'));
    if (status && status !== 'in_stock' && status !== foldText(PIECE_STATUS_LABELS.in_stock))
      fail('status', M.onlyInStock);

    const parsed = pieceBody.safeParse({
      variantId: variant?.id ?? 1,
      serial: cell('serial'),
      reference: cell('reference'),
      condition: condition ?? 'new',
      grade: cell('grade') ? cell('grade').toUpperCase() : null,
      conditionNote: cell('conditionNote'),
      accessories,
      accessoriesNote: cell('accessoriesNote'),
      source: source ?? 'distributor',
      sourceName: cell('sourceName'),
      sourcePhone: cell('sourcePhone'),
      consignorPayout: money('consignorPayout'),
      costPrice: actor.changeCosts ? cost : null,
      receivedAt: receivedAt ?? null,
      note: cell('note'),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'serial');
        fail(FIELD_COLUMN[field] ?? (field as PieceColumn), issue.message);
      }
    if (parsed.success && brandId !== undefined) {
      const key = `${brandId}|${foldSerial(parsed.data.serial)}`;
      const held = targets.serials.get(key);
      if (held) fail('serial', PIECE_MESSAGES.duplicateSerial(parsed.data.serial, held.id, held.product));
      const first = inFile.get(key);
      if (first !== undefined) fail('serial', M.duplicateInFile(first));
      else inFile.set(key, row);
    }
    if (!errors.length && parsed.success) valid.push(parsed.data);
    rows.push({
      row,
      action: errors.length ? 'error' : 'create',
      name: cell('serial'),
      variant: [cell('product'), cell('variant')].filter(Boolean).join(' — '),
      errors: errors.filter((e, i) => errors.findIndex((x) => x.column === e.column && x.message === e.message) === i),
      changes: [],
    });
  }
  const failed = rows.filter((r) => r.action === 'error').length;
  const result = { dryRun: !audit, rows, create: rows.length - failed, update: 0, unchanged: 0, errors: failed };
  if (!audit || failed) return result;
  const repo = piecesRepository(db);
  for (const input of valid) {
    const made = await repo.receive(input, actor);
    await audit.created('pieces', made.id, auditedPiece(made));
  }
  return result;
}
