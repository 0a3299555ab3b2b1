import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/client';
import { adminUser, signInStore, signOutStore, storedItems, storeUser } from '../test/auth-fixtures';
import { apiError, deferred, mockFetch } from '../test/fetch-mock';
import { initAuth, isStoredUser, REFRESH_LOCK, useAuthStore } from './auth-store';

const loginAnswer = { body: { token: 'jwt-1', user: adminUser } };
const refreshed = { ...adminUser, firstName: 'Lan' };
const refreshAnswer = { body: { token: 'new-token', user: refreshed } };

beforeEach(() => {
  signOutStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { locks?: unknown }).locks;
});

describe('initAuth (start-up)', () => {
  it('gets a new access token through the refresh cookie on load and keeps it in memory only', async () => {
    storeUser();
    const api = mockFetch({ 'POST /api/auth/refresh': refreshAnswer });

    const done = initAuth();
    expect(useAuthStore.getState().isLoading).toBe(true);
    await done;

    const [request] = api.to('POST /api/auth/refresh');
    expect(request?.body).toBeUndefined();
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(api.requests).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      token: 'new-token',
      user: refreshed,
    });
    // Only the (refreshed) user is stored, for the next first paint; no token.
    expect(storedItems()).toEqual({ user_data: JSON.stringify(refreshed) });
  });

  it('forgets the stored user when the refresh cookie is refused', async () => {
    storeUser();
    mockFetch({ 'POST /api/auth/refresh': apiError(401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn') });

    await initAuth();

    expect(storedItems()).toEqual({});
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      user: null,
      token: null,
    });
  });

  it('stays signed out but keeps the stored user when the server cannot be reached (the next load tries again)', async () => {
    storeUser();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await initAuth();

    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, token: null });
    expect(storedItems()).toEqual({ user_data: JSON.stringify(adminUser) });
  });

  it('asks nothing when no user is stored, and removes tokens an earlier version kept in local storage', async () => {
    localStorage.setItem('auth_token', 'old-token');
    localStorage.setItem('refresh_token', 'old-refresh');
    const api = mockFetch({});

    await initAuth();

    expect(api.requests).toHaveLength(0);
    expect(storedItems()).toEqual({});
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
  });

  it('treats a stored user with missing or wrong-typed fields as signed out', async () => {
    const { id: _id, ...withoutId } = adminUser;
    const broken = [
      withoutId,
      { ...adminUser, id: '1' },
      { ...adminUser, id: 1.5 },
      { ...adminUser, username: 7 },
      { ...adminUser, roleId: null },
      { ...adminUser, isActive: 'yes' },
      { ...adminUser, lastLoginAt: undefined },
      { ...adminUser, createdAt: 0 },
      [adminUser],
      null,
    ];
    const api = mockFetch({});
    for (const user of broken) {
      localStorage.setItem('user_data', JSON.stringify(user));
      await initAuth();
      expect(storedItems()).toEqual({});
      expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
    }
    expect(api.requests).toHaveLength(0);
    expect(
      isStoredUser({ ...adminUser, createdAt: '2025-01-01T00:00:00.000Z', lastLoginAt: '2025-01-02T00:00:00.000Z' }),
    ).toBe(true);
  });
});

describe('one refresh at a time across tabs', () => {
  /** A Web Locks stand-in: one holder per name, the others queue (as tabs of one browser do). */
  function fakeLocks() {
    const queues = new Map<string, Promise<unknown>>();
    const names: string[] = [];
    const request = vi.fn((name: string, callback: () => Promise<unknown>) => {
      names.push(name);
      const run = (queues.get(name) ?? Promise.resolve()).then(callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    });
    return { request, names };
  }

  it('renews inside the refresh lock: while another tab holds it, no refresh is sent', async () => {
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: { request: locks.request }, configurable: true });
    const otherTab = deferred<void>();
    void locks.request(REFRESH_LOCK, () => otherTab.promise);
    storeUser();
    const api = mockFetch({ 'POST /api/auth/refresh': refreshAnswer });

    const done = initAuth();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.to('POST /api/auth/refresh')).toHaveLength(0);
    expect(useAuthStore.getState().isLoading).toBe(true);

    otherTab.resolve();
    await done;
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(locks.names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'new-token' });
  });

  it('without the Web Locks API still renews once for all the calls of the tab', async () => {
    expect('locks' in navigator).toBe(false);
    signInStore();
    const answer = deferred<{ body: unknown }>();
    const api = mockFetch({
      'GET /api/orders': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-token'
          ? { body: { orders: [], total: 0, totalExact: true, more: false } }
          : apiError(401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn'),
      'POST /api/auth/refresh': () => answer.promise,
    });
    const calls = Promise.all([apiRequest('/orders'), apiRequest('/orders')]);
    await vi.waitFor(() => expect(api.to('POST /api/auth/refresh')).toHaveLength(1));
    answer.resolve(refreshAnswer);
    await expect(calls).resolves.toEqual([
      { orders: [], total: 0, totalExact: true, more: false },
      { orders: [], total: 0, totalExact: true, more: false },
    ]);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
  });
});

describe('login and logout', () => {
  it('keeps the access token in memory and stores only the user', async () => {
    const api = mockFetch({ 'POST /api/auth/login': loginAnswer });

    await expect(useAuthStore.getState().login({ username: 'admin', password: 'secret1' })).resolves.toEqual(adminUser);

    expect(api.requests[0]?.body).toEqual({ username: 'admin', password: 'secret1' });
    expect(storedItems()).toEqual({ user_data: JSON.stringify(adminUser) });
    expect(JSON.stringify(storedItems())).not.toContain('jwt-1');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: adminUser,
      token: 'jwt-1',
      error: null,
    });
  });

  it('clears everything and keeps the server message when login fails', async () => {
    storeUser();
    mockFetch({ 'POST /api/auth/login': apiError(401, 'Tên đăng nhập hoặc mật khẩu không đúng') });

    await expect(useAuthStore.getState().login({ username: 'admin', password: 'wrong-pass' })).rejects.toMatchObject({
      status: 401,
    });

    expect(storedItems()).toEqual({});
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      error: 'Tên đăng nhập hoặc mật khẩu không đúng',
    });
  });

  it('ends the session on the server (bearer token, refresh cookie, no body), then forgets it', async () => {
    signInStore();
    const api = mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });

    await useAuthStore.getState().logout();

    const [request] = api.to('POST /api/auth/logout');
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(request?.body).toBeUndefined();
    expect(storedItems()).toEqual({});
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
  });

  it('asks the server to end the cookie’s session even without an access token in memory', async () => {
    storeUser();
    useAuthStore.setState({ isAuthenticated: true, user: adminUser, token: null });
    const api = mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });

    await useAuthStore.getState().logout();

    expect(api.to('POST /api/auth/logout')).toHaveLength(1);
    expect(api.to('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBeNull();
    expect(storedItems()).toEqual({});
  });

  it('still signs out when the server cannot be reached', async () => {
    signInStore();
    mockFetch({ 'POST /api/auth/logout': { status: 500, raw: 'oops' } });

    await useAuthStore.getState().logout();

    expect(storedItems()).toEqual({});
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('signs this tab out when another tab signs out', () => {
    signInStore();
    localStorage.removeItem('user_data');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'user_data', oldValue: JSON.stringify(adminUser), newValue: null }),
    );

    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
  });
});
