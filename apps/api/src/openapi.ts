import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_EXAMPLES, OPERATION_EXAMPLES, type OperationExamples } from './openapi-examples.ts';

const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

const camel = (words: string[]) =>
  words
    .flatMap((w) => w.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w[0]!.toLowerCase() : w[0]!.toUpperCase()) + w.slice(1))
    .join('');

/**
 * The operationId of a route that does not name its own: `<resource>_<verb><Rest>`, from the method
 * and the path after `/api/<resource>` — `GET /api/brands` → `brands_list`, `PUT /api/brands/{id}` →
 * `brands_update`, `GET /api/brands/homepage` → `brands_getHomepage`,
 * `PATCH /api/orders/{id}/status` → `orders_updateStatus`, `POST /api/auth/login` → `auth_login`. Unique because method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const [resource = 'root', ...rest] = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const words = rest.filter((part) => !part.startsWith(':') && !part.startsWith('{'));
  const params = rest.filter((part) => part.startsWith(':') || part.startsWith('{'));
  const verb = VERBS[method] ?? method.toLowerCase();
  if (words.length === 0) {
    if (method === 'GET' && params.length === 0) return `${camel([resource])}_list`;
    return `${camel([resource])}_${verb}`;
  }
  const by = params.length > 0 && rest.at(-1) === params.at(-1) ? ['by', ...params] : [];
  // A POST to a named action (`/auth/login`, `/images/upload`) is named after the action alone.
  return `${camel([resource])}_${camel([...(method === 'POST' ? [] : [verb]), ...words, ...by])}`;
}

type JsonSchema = Record<string, unknown>;

interface RouteDoc {
  operationId?: string;
  body?: JsonSchema;
  consumes?: string[];
  produces?: string[];
  response?: Record<string, JsonSchema>;
}

/**
 * In OpenAPI 3.0 `nullable: true` does not let null past an `enum` that does not list it (zod's
 * `z.enum([...]).nullable()` comes out that way): null is added to such enums, so that the document
 * says what the API answers (an order's first history entry has `from: null`).
 */
function nullInEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullInEnums);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullInEnums(value)]));
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...(out.enum as unknown[]), null];
  return out;
}

/** With `examples: [value]` on a schema, @fastify/swagger gives its media type that `example`. */
const withExample = (schema: JsonSchema, value: unknown): JsonSchema => ({ ...schema, examples: [value] });

const isErrorSchema = (schema: JsonSchema) => typeof (schema.properties as JsonSchema | undefined)?.error === 'object';

/** Text answers get their example; others (images, spreadsheets) are files, without one. */
const isText = (type: string) => type.startsWith('text/');

/**
 * Puts the operation's examples (openapi-examples.ts) beside its schemas: the request body's, the
 * main (lowest 2xx) answer's and each error answer's. A multipart upload is documented as a form with
 * its file field, and an answer that is not JSON (a file, an event stream) with its own media types,
 * its errors staying JSON.
 */
function withExamples(schema: RouteDoc, operationId: string): RouteDoc {
  const examples: OperationExamples = OPERATION_EXAMPLES[operationId] ?? {};
  const out: RouteDoc = { ...schema };
  if (examples.fileField) {
    const field = examples.fileField;
    out.body = {
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [field]: { type: 'string', format: 'binary' } },
            required: [field],
          },
        },
      },
    };
    delete out.consumes;
  } else if (out.body && examples.request !== undefined) out.body = withExample(out.body, examples.request);

  const response = { ...out.response };
  const main = Object.keys(response)
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0];
  for (const [status, answer] of Object.entries(response)) {
    if (status === main && examples.responseTypes) {
      const types = examples.responseTypes;
      response[status] = {
        description: answer.description ?? types.join(', '),
        content: Object.fromEntries(
          types.map((type, i) => [
            type,
            {
              schema: isText(type) ? { type: 'string' } : { type: 'string', format: 'binary' },
              ...(i === 0 && isText(type) && examples.response !== undefined ? { example: examples.response } : {}),
            },
          ]),
        ),
      };
    } else if (status === main && examples.response !== undefined)
      response[status] = withExample(answer, examples.response);
    else {
      const value =
        examples.answers?.[Number(status)] ?? (isErrorSchema(answer) ? ERROR_EXAMPLES[Number(status)] : undefined);
      if (value !== undefined) response[status] = withExample(answer, value);
    }
  }
  if (out.response) out.response = response;
  if (examples.responseTypes) delete out.produces;
  return out;
}

/**
 * The document's view of each route (the zod schemas turned into JSON Schema): paths without a
 * trailing slash (`/api/brands/` is served as `/api/brands` too), an operationId for every
 * operation (a route's own `schema.operationId` wins) and the operation's examples.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const url = out.url.length > 1 ? out.url.replace(/\/+$/, '') : out.url;
  const method = [input.route.method].flat()[0]!;
  const schema = nullInEnums(out.schema) as RouteDoc;
  const operationId = schema.operationId ?? operationIdOf(method, url);
  return { url, schema: { ...withExamples(schema, operationId), operationId } };
};
