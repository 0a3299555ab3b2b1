import type { Resource } from '@shop/core/permissions';
import type { AuditResource } from '@shop/core/schemas/audit';
import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditActor } from './audit-actor.ts';
import type { AuditActor, Auditor } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound, type HttpError } from './errors.ts';

/** The Fastify instance a route plugin receives, with zod schemas as its types. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The answers of a route behind a right besides its success: bad input, not signed in, no right. */
export const accessErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The route configs that ask for each right on `resource`: `config: rightsOn('returns').change`. */
export function rightsOn(resource: Resource) {
  return {
    read: { access: { resource, action: 'read' } },
    change: { access: { resource, action: 'change' } },
    delete: { access: { resource, action: 'delete' } },
  } as const;
}

/** The answers a write may give besides its success (all in the one error shape). */
export const writeErrors = { ...accessErrors, 404: errorResponse, 409: errorResponse };

/**
 * What the write routes need of a resource's repository (run in the write's transaction). `find`
 * may answer more than the writes do (how many products use the row, for the refusal to delete).
 */
interface CrudRepository<Item, Found extends Item, CreateInput, UpdateInput> {
  find(id: number): Promise<Found | undefined>;
  create(input: CreateInput): Promise<Item>;
  /** Undefined when the row is gone. */
  update(id: number, input: UpdateInput): Promise<Item | undefined>;
  /** False when the row is gone. */
  remove(id: number): Promise<boolean>;
}

/**
 * How a write is recorded in the audit log: the before and after of the row (no before on a
 * creation, no after on a deletion), in the write's transaction.
 */
export type AuditWrite<Item> = (audit: Auditor, before: Item | undefined, after: Item | undefined) => Promise<void>;

/** The usual record: created, updated or deleted `resource` with the row's id. */
function auditAs<Item extends { id: number }>(resource: AuditResource): AuditWrite<Item> {
  return async (audit, before, after) => {
    if (before && after) await audit.updated(resource, after.id, before, after);
    else if (after) await audit.created(resource, after.id, after);
    else if (before) await audit.deleted(resource, before.id, before);
  };
}

/** Refuses to delete a row that products still use: 409 with the count, as `message` words it. */
function usedByProducts(message: (name: string, productCount: number) => string) {
  return ({ name, productCount }: { name: string; productCount: number }): HttpError | undefined =>
    productCount > 0 ? conflict(message(name, productCount), { productCount }) : undefined;
}

export interface CrudRoutes<
  Item extends { id: number },
  Found extends Item,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  tags: string[];
  /** Writes need this right: `change` to create and update, `delete` to delete. */
  right: Resource;
  /** The row as every write answers it. */
  item: z.ZodType;
  /** Built on the write's transaction; `actor` is who writes (for a row that records its author). */
  repository: (db: Db, actor: AuditActor) => CrudRepository<Item, Found, z.output<Create>, z.output<Update>>;
  audit: AuditWrite<Item>;
  /** The 404 message when the id names no row. */
  notFound: string;
  create: { summary: string; body: Create };
  update: { summary: string; body: Update };
  /** `refuse` answers why a row may not be deleted (undefined: it may). */
  remove: { summary: string; refuse?: (found: Found) => HttpError | undefined };
}

/**
 * The options of a POST that makes one row behind the `change` right of `resource`: `body` in, 201
 * with `item`, or one of `writeErrors`.
 */
export function createOptions<Body extends z.ZodType>(
  resource: Resource,
  { tags, summary, body, item }: { tags: string[]; summary: string; body: Body; item: z.ZodType },
) {
  return {
    config: rightsOn(resource).change,
    schema: { tags, summary, body, response: { 201: item, ...writeErrors } },
  };
}

/**
 * The answer of a POST that makes one row: `make` runs in one audited transaction, the row is recorded
 * created as `resource` (what `recorded` keeps of it: the row itself unless said), `then` runs, then 201 with the row.
 */
export async function answerCreated<Row extends { id: number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    resource,
    make,
    recorded = (row) => row,
    then,
  }: {
    resource: AuditResource;
    make: (tx: Db) => Promise<Row>;
    recorded?: (row: Row) => object;
    /** What else the write does in its transaction once the row is recorded (a message to send). */
    then?: (tx: Db, row: Row) => Promise<unknown>;
  },
) {
  const row = await request.audited(async (tx, audit) => {
    const made = await make(tx);
    await audit.created(resource, made.id, recorded(made));
    await then?.(tx, made);
    return made;
  });
  return reply.code(201).send(row);
}

/**
 * The answer of a write that changes one row: `change` runs in one audited transaction and answers
 * the row before and after, recorded updated as `resource` (what `recorded` keeps of each: the row
 * itself unless said); the answer is the row after.
 */
export async function answerUpdated<Row extends { id: number }>(
  request: FastifyRequest,
  {
    resource,
    change,
    recorded = (row) => row,
  }: {
    resource: AuditResource;
    change: (tx: Db) => Promise<{ before: Row; after: Row }>;
    recorded?: (row: NoInfer<Row>) => object;
  },
) {
  return request.audited(async (tx, audit) => {
    const { before, after } = await change(tx);
    await audit.updated(resource, after.id, recorded(before), recorded(after));
    return after;
  });
}

/**
 * POST /, PUT /:id and DELETE /:id of a resource under the plugin's prefix: each in one audited
 * transaction, 201 with the new row, 200 with the changed row or `{ success: true }`, 404 when the id
 * names no row (also when it went away during the write), and the refusal of `remove.refuse`.
 */
export function crudRoutes<
  Item extends { id: number },
  Found extends Item,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: ZodApp, def: CrudRoutes<Item, Found, Create, Update>): void {
  const { tags, right, item, repository, audit, create, update, remove } = def;
  const missing = () => notFound(def.notFound);

  app.post(
    '/',
    createOptions(right, { tags, summary: create.summary, body: create.body, item }),
    async (request, reply) => {
      const created = await request.audited(async (tx, auditor) => {
        // The body passed `create.body` (the type provider cannot name that type of a generic schema).
        const row = await repository(tx, auditActor(request)).create(request.body as z.output<Create>);
        await audit(auditor, undefined, row);
        return row;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: right, action: 'change' } },
      schema: {
        tags,
        summary: update.summary,
        params: idParams,
        body: update.body,
        response: { 200: item, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, auditor) => {
        const repo = repository(tx, auditActor(request));
        const before = await repo.find(request.params.id);
        const after = before && (await repo.update(before.id, request.body as z.output<Update>));
        if (!before || !after) throw missing();
        await audit(auditor, before, after);
        return after;
      }),
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: right, action: 'delete' } },
      schema: { tags, summary: remove.summary, params: idParams, response: { 200: okResponse, ...writeErrors } },
    },
    async (request) =>
      request.audited(async (tx, auditor) => {
        const repo = repository(tx, auditActor(request));
        const before = await repo.find(request.params.id);
        if (!before) throw missing();
        const refusal = remove.refuse?.(before);
        if (refusal) throw refusal;
        if (!(await repo.remove(before.id))) throw missing();
        await audit(auditor, before, undefined);
        return { success: true as const };
      }),
  );
}

/**
 * The writes of one of the catalogue's lists (brands, sub-brands, categories, sizes), on `crudRoutes`:
 * the one `body` creates and changes a row, recorded in the audit log as `resource` (also the routes'
 * tag), the summaries name the row `noun`, and a row still used is refused with `inUse`'s message.
 */
export function catalogueListWrites<Item extends { id: number }, Found extends Item, Body extends z.ZodType>(
  app: ZodApp,
  def: {
    resource: AuditResource;
    right: Resource;
    noun: string;
    item: z.ZodType;
    body: Body;
    repository: (db: Db, actor: AuditActor) => CrudRepository<Item, Found, z.output<Body>, z.output<Body>>;
    notFound: string;
    /** What uses such a row, in the delete route's summary: `product` unless said. */
    usedBy?: string;
    /** The refusal to delete a row products still use (its repository's `find` then answers `productCount`). */
    inUse?: (name: string, productCount: number) => string;
  },
): void {
  const { resource, noun, body, inUse } = def;
  crudRoutes<Item, Found, Body, Body>(app, {
    tags: [resource],
    right: def.right,
    item: def.item,
    repository: def.repository,
    audit: auditAs(resource),
    notFound: def.notFound,
    create: { summary: `Create a ${noun}`, body },
    update: { summary: `Change a ${noun}`, body },
    remove: {
      summary: `Delete a ${noun} that no ${def.usedBy ?? 'product'} uses`,
      refuse: inUse && ((found) => usedByProducts(inUse)(found as Found & { name: string; productCount: number })),
    },
  });
}

/**
 * The options of a public GET that reads its input (`querystring` or `params`): open to everyone,
 * answering `response`, 400 on bad input, and 404 when `notFound` says it may. A shopper's `lookup`
 * (by a key and a phone, under `lookupGuard`) also answers 404 and 429.
 */
export function publicRead<Schema extends { tags: string[]; summary: string }, Response extends z.ZodType>(
  schema: Schema,
  response: Response,
  { notFound = false, lookup = false } = {},
) {
  const errors = {
    400: errorResponse,
    ...((notFound || lookup) && { 404: errorResponse }),
    ...(lookup && { 429: errorResponse }),
  };
  return { config: { access: 'public' as const }, schema: { ...schema, response: { 200: response, ...errors } } };
}

/** A public GET answering a list (no input). */
export function publicList(
  app: ZodApp,
  url: string,
  schema: { tags: string[]; summary: string; response: z.ZodType },
  list: () => Promise<unknown>,
): void {
  app.get(url, { config: { access: 'public' }, schema: { ...schema, response: { 200: schema.response } } }, async () =>
    list(),
  );
}

type Input = z.ZodType | undefined;

/** The request a read route's handler receives: its query and params as their schemas give them. */
export type ReadRequest<Query extends Input, Params extends Input> = FastifyRequest<{
  Querystring: Query extends z.ZodType ? z.output<Query> : unknown;
  Params: Params extends z.ZodType ? z.output<Params> : unknown;
}>;

/** What a read route takes besides its url and summary. */
interface ReadSchema<Query extends Input, Params extends Input> {
  operationId?: string;
  querystring?: Query;
  params?: Params;
  /** The answer (200). */
  response: z.ZodType;
  /** The 404 message when the read answers nothing (and 404 among the answers); none: it always answers. */
  notFound?: string;
}

/**
 * The GET routes of a plugin behind the `read` right of `resource`, all tagged `tags`:
 * `read(url, summary, schema, handler)` answers 200 with what `handler` answers, 400 on bad input,
 * 401 and 403 (accessErrors), and 404 with `schema.notFound` when `handler` answers nothing.
 */
export function readRoutes(app: ZodApp, { resource, tags }: { resource: Resource; tags: string[] }) {
  return <Query extends Input = undefined, Params extends Input = undefined>(
    url: string,
    summary: string,
    { response, notFound: missing, ...input }: ReadSchema<Query, Params>,
    handler: (request: ReadRequest<Query, Params>) => Promise<unknown>,
  ): void => {
    const answers = { 200: response, ...accessErrors, ...(missing !== undefined && { 404: errorResponse }) };
    app.get(
      url,
      { config: { access: { resource, action: 'read' } }, schema: { tags, summary, ...input, response: answers } },
      async (request) => {
        // The schemas above checked the query and params (the type provider cannot name their types here).
        const found = await handler(request as unknown as ReadRequest<Query, Params>);
        if (missing !== undefined && (found === undefined || found === null)) throw notFound(missing);
        return found;
      },
    );
  };
}

/**
 * The two reads of a list under `url` with `read` (readRoutes): GET `url` answers `list.response`
 * for the query `list.querystring`, GET `url/:id` one row (`one.response`), 404 with `one.notFound`
 * when `rows.find` answers nothing. `rows` is given the request too (what the reader may see).
 */
export function listAndOneRoutes<Query extends z.ZodType>(
  read: ReturnType<typeof readRoutes>,
  url: string,
  list: { summary: string; querystring: Query; response: z.ZodType },
  one: { summary: string; response: z.ZodType; notFound: string },
  rows: {
    list: (query: z.output<Query>, request: FastifyRequest) => Promise<unknown>;
    find: (id: number, request: FastifyRequest) => Promise<unknown>;
  },
): void {
  // The query passed `list.querystring` (the type provider cannot name that type of a generic schema).
  read(url || '/', list.summary, { querystring: list.querystring, response: list.response }, async (request) =>
    rows.list(request.query as z.output<Query>, request),
  );
  read(
    `${url}/:id`,
    one.summary,
    { params: idParams, response: one.response, notFound: one.notFound },
    async (request) => rows.find(request.params.id, request),
  );
}
