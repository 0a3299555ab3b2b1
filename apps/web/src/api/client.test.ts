import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { checkAnswer } from '../test/api-mock';
import { adminUser, signInStore, signOutStore, storedItems } from '../test/auth-fixtures';
import { createdBrand } from '../test/brand-fixtures';
import { apiError, deferred, mockFetch } from '../test/fetch-mock';
import { ApiError, apiRequest, setServerFetch } from './client';

const unauthorized = apiError(401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn', 'UNAUTHORIZED');

const noOrders = { orders: [], total: 0, totalExact: true, more: false };
const noProducts = { products: [], total: 0 };
/** /api/orders answers 401 to the old token and 200 to the renewed one. */
const ordersByToken = ({ headers }: { headers: Headers }) =>
  headers.get('Authorization') === 'Bearer new-token' ? { body: noOrders } : unauthorized;

beforeEach(() => {
  signOutStore();
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token of the signed-in user', async () => {
    signInStore();
    const api = mockFetch({ 'POST /api/brands': { status: 201, body: createdBrand } });

    await expect(apiRequest('/brands', { method: 'POST', body: { name: 'Rolex' } })).resolves.toEqual(createdBrand);

    const [request] = api.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ name: 'Rolex' });
  });

  it('sends no token when signed out or asked not to', async () => {
    const api = mockFetch({ 'GET /api/products': { body: noProducts } });
    await apiRequest('/products', { query: { brandIds: [1, 2], search: '', limit: 12 } });
    signInStore();
    await apiRequest('/products', { auth: false });

    expect(api.requests.map((r) => r.headers.get('Authorization'))).toEqual([null, null]);
    expect(api.requests[0]?.url.search).toBe('?brandIds=1%2C2&limit=12');
  });

  it('turns the error shape into an ApiError with status, code, message and details', async () => {
    mockFetch({
      'POST /api/brands': {
        status: 400,
        body: {
          error: { statusCode: 400, code: 'VALIDATION', message: 'Tên là bắt buộc', details: [{ path: 'name' }] },
        },
      },
    });

    const error = await apiRequest('/brands', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Tên là bắt buộc',
      details: [{ path: 'name' }],
      fromServer: true,
    });
  });

  it('reads Retry-After (seconds or a date) into the error', async () => {
    const tooMany = { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Thử lại sau 42 giây.' };
    mockFetch({ 'POST /api/auth/login': { status: 429, headers: { 'Retry-After': '42' }, body: { error: tooMany } } });
    await expect(apiRequest('/auth/login', { method: 'POST', auth: false })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });

    const at = new Date(Date.now() + 90_000).toUTCString();
    mockFetch({ 'POST /api/auth/login': { status: 429, headers: { 'Retry-After': at }, body: { error: tooMany } } });
    const error = (await apiRequest('/auth/login', { method: 'POST', auth: false }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(90);

    mockFetch({
      'POST /api/auth/login': { status: 429, headers: { 'Retry-After': 'soon' }, body: { error: tooMany } },
    });
    await expect(apiRequest('/auth/login', { method: 'POST', auth: false })).rejects.toMatchObject({
      retryAfterSeconds: undefined,
    });
  });

  it('gives the generic Vietnamese message for non-JSON answers and network failures', async () => {
    mockFetch({ 'GET /api/settings': { status: 502, raw: '<html>Bad gateway</html>' } });
    await expect(apiRequest('/settings')).rejects.toMatchObject({
      status: 502,
      message: 'Có lỗi xảy ra',
      fromServer: false,
    });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/settings')).rejects.toMatchObject({
      status: 0,
      message: 'Có lỗi xảy ra',
      fromServer: false,
    });
  });
});

describe('apiRequest on 401', () => {
  it('refreshes once through the cookie, keeps the new token in memory and retries with it', async () => {
    signInStore();
    const api = mockFetch({
      'GET /api/orders': ordersByToken,
      'POST /api/auth/refresh': { body: { token: 'new-token', user: adminUser } },
    });

    await expect(apiRequest('/orders')).resolves.toEqual(noOrders);

    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(api.to('POST /api/auth/refresh')[0]?.body).toBeUndefined();
    expect(api.to('GET /api/orders').map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer stored-token',
      'Bearer new-token',
    ]);
    expect(JSON.stringify(storedItems())).not.toContain('new-token');
    expect(useAuthStore.getState()).toMatchObject({ token: 'new-token', isAuthenticated: true });
  });

  it('shares one refresh call between concurrent 401s', async () => {
    signInStore();
    const refreshAnswer = deferred<{ body: unknown }>();
    const api = mockFetch({
      'GET /api/orders': ordersByToken,
      'GET /api/products': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-token' ? { body: noProducts } : unauthorized,
      'POST /api/auth/refresh': () => refreshAnswer.promise,
    });

    const calls = Promise.all([apiRequest('/orders'), apiRequest('/products'), apiRequest('/orders')]);
    await vi.waitFor(() => expect(api.to('POST /api/auth/refresh')).toHaveLength(1));
    refreshAnswer.resolve({ body: { token: 'new-token', user: adminUser } });

    await expect(calls).resolves.toEqual([noOrders, noProducts, noOrders]);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(api.requests).toHaveLength(7); // 3 refused, 1 refresh, 3 retried
  });

  it('retries only once: a second 401 is returned as the error', async () => {
    signInStore();
    const api = mockFetch({
      'GET /api/orders': unauthorized,
      'POST /api/auth/refresh': { body: { token: 'new-token', user: adminUser } },
    });

    await expect(apiRequest('/orders')).rejects.toMatchObject({ status: 401 });
    expect(api.to('GET /api/orders')).toHaveLength(2);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('clears the session when the refresh fails', async () => {
    signInStore();
    mockFetch({
      'GET /api/orders': unauthorized,
      'POST /api/auth/refresh': apiError(401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn'),
    });

    await expect(apiRequest('/orders')).rejects.toMatchObject({ status: 401 });
    expect(storedItems()).toEqual({});
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
  });

  it('does not refresh for calls made without a token (e.g. a failed login)', async () => {
    const api = mockFetch({ 'POST /api/auth/login': apiError(401, 'Tên đăng nhập hoặc mật khẩu không đúng') });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'Tên đăng nhập hoặc mật khẩu không đúng',
    });
    expect(api.requests).toHaveLength(1);
  });
});

describe('requests answered in process (server-side rendering)', () => {
  it('goes through the fetch the server set, and through fetch again once it is unset', async () => {
    const asked: string[] = [];
    setServerFetch((input) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      const body = checkAnswer('GET /api/settings', { body: { 'store.name': 'Trong máy chủ' } });
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    try {
      const api = mockFetch({ 'GET /api/settings': { body: { 'store.name': 'Qua mạng' } } });
      await expect(apiRequest('/settings', { auth: false })).resolves.toEqual({ 'store.name': 'Trong máy chủ' });
      expect(asked).toEqual(['/api/settings']);
      expect(api.requests).toHaveLength(0);
    } finally {
      setServerFetch(null);
    }
    const api = mockFetch({ 'GET /api/settings': { body: { 'store.name': 'Qua mạng' } } });
    await expect(apiRequest('/settings', { auth: false })).resolves.toEqual({ 'store.name': 'Qua mạng' });
    expect(api.requests).toHaveLength(1);
  });

  it('turns an in-process error answer into the ApiError the browser would get', async () => {
    setServerFetch(() =>
      Promise.resolve(
        Response.json(
          { error: { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy sản phẩm' } },
          { status: 404 },
        ),
      ),
    );
    try {
      await expect(apiRequest('/products/9', { auth: false })).rejects.toMatchObject({ status: 404, fromServer: true });
    } finally {
      setServerFetch(null);
    }
  });
});
