import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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

/**
 * The document's view of each route (the zod schemas turned into JSON Schema): paths without a
 * trailing slash (`/api/brands/` is served as `/api/brands` too) and an operationId for every
 * operation (a route's own `schema.operationId` wins).
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const url = out.url.length > 1 ? out.url.replace(/\/+$/, '') : out.url;
  const method = [input.route.method].flat()[0]!;
  const schema = out.schema as { operationId?: string };
  return { url, schema: { ...out.schema, operationId: schema.operationId ?? operationIdOf(method, url) } };
};
