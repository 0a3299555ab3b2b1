import { describe, expect, it } from 'vitest';
import { checkAnswer, checkEvent, offContract, routeOf } from './api-mock';
import { createdBrand } from './brand-fixtures';
import { eventStream, mockFetch, takeMockProblems } from './fetch-mock';

describe('api-mock: mocked answers follow the API contract', () => {
  it('finds the route of a path, a route without parameters before one with', () => {
    expect(routeOf('GET /api/products/manage')?.route).toBe('GET /api/products/manage');
    expect(routeOf('GET /api/products/12')?.route).toBe('GET /api/products/:id');
    expect(routeOf('PATCH /api/orders/3/status')?.route).toBe('PATCH /api/orders/:id/status');
    expect(routeOf('GET /api/brands/1/logo')).toBeUndefined();
    expect(routeOf('PATCH /api/products/1')).toBeUndefined();
  });

  it('refuses a drifted fixture, naming the route and the field', () => {
    // A created brand answered as its id only, as an earlier fixture did: the API answers the whole row.
    expect(() => checkAnswer('POST /api/brands', { status: 201, body: { id: 7 } })).toThrow(
      /Mocked 201 answer of "POST \/api\/brands" does not match the API's response schema of POST \/api\/brands:[\s\S]*name/,
    );
    // A list without its total.
    expect(() => mockFetch({ 'GET /api/orders': { body: { orders: [] } } })).toThrow(/GET \/api\/orders[\s\S]*total/);
  });

  it('refuses a success status the route never answers', () => {
    expect(() => mockFetch({ 'POST /api/brands': { body: createdBrand } })).toThrow(
      /"POST \/api\/brands" answers 200: POST \/api\/brands answers 201 on success/,
    );
    expect(() => mockFetch({ 'GET /api/brands': { status: 201, body: [createdBrand] } })).toThrow(
      /answers 200 on success/,
    );
  });

  it('refuses a mocked route the API does not have', () => {
    expect(() => mockFetch({ 'GET /api/brand': { body: [] } })).toThrow(/"GET \/api\/brand" is not an API route/);
  });

  it('answers the body as the API serializes it, and leaves error answers and off-contract answers alone', async () => {
    const api = mockFetch({
      'POST /api/brands': { status: 201, body: { ...createdBrand, internalNote: 'never sent' } },
      'GET /api/brands': { status: 500, body: { oops: true } },
      'GET /api/products/manage': offContract('a broken answer', { body: { products: 'none' } }),
    });
    const created = await fetch('/api/brands', { method: 'POST', body: '{}' });
    expect(await created.json()).toEqual(createdBrand);
    expect(await (await fetch('/api/brands')).json()).toEqual({ oops: true });
    expect(await (await fetch('/api/products/manage')).json()).toEqual({ products: 'none' });
    expect(api.requests).toHaveLength(3);
  });

  it('checks the answer a function gives when the request comes, and reports it after the test', async () => {
    mockFetch({ 'PUT /api/brands/1': ({ body }) => ({ body }) });
    // An update that echoes the request instead of answering the changed row.
    await expect(fetch('/api/brands/1', { method: 'PUT', body: JSON.stringify({ name: 'Rolex' }) })).rejects.toThrow(
      /PUT \/api\/brands\/:id/,
    );
    const problems = takeMockProblems();
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/does not match the API's response schema/)]);
  });

  it('checks the events of a mocked event stream', () => {
    expect(() => checkEvent({ event: 'order.created', data: { order: { id: 1 } } })).toThrow(/shopEvent/);
    expect(() => eventStream().send({ event: 'ready', data: { extra: 1 } })).toThrow(/"ready" event carries \{\}/);
    expect(() =>
      checkEvent({
        event: 'order.status',
        data: { order: { id: 1, code: 'DH251125ABC234', customer: 'An', amount: 1, status: 'paid' } },
      }),
    ).toThrow(/status/);
  });
});
