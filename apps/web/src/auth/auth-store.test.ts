import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore, storedKeys, storeSession } from '../test/auth-fixtures';
import { apiError, mockFetch } from '../test/fetch-mock';
import { initAuth, isStoredUser, useAuthStore } from './auth-store';

const loginAnswer = { body: { token: 'jwt-1', refreshToken: 'refresh-1', user: adminUser } };

beforeEach(() => {
  signOutStore();
});

describe('initAuth (start-up)', () => {
  it('keeps the stored session when the token verifies', async () => {
    storeSession();
    const api = mockFetch({ 'POST /api/auth/verify': { body: { valid: true } } });

    const done = initAuth();
    expect(useAuthStore.getState().isLoading).toBe(true);
    await done;

    expect(api.to('POST /api/auth/verify')[0]?.body).toEqual({ token: 'stored-token' });
    expect(api.to('POST /api/auth/refresh')).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, user: adminUser });
    expect(storedKeys()).toEqual({
      token: 'stored-token',
      refreshToken: 'stored-refresh',
      user: JSON.stringify(adminUser),
    });
  });

  it('refreshes when the token is no longer valid and keeps the session with the new tokens', async () => {
    storeSession();
    const api = mockFetch({
      'POST /api/auth/verify': { body: { valid: false } },
      'POST /api/auth/refresh': { body: { token: 'new-token', refreshToken: 'new-refresh' } },
    });

    await initAuth();

    expect(api.to('POST /api/auth/refresh')[0]?.body).toEqual({ refreshToken: 'stored-refresh' });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      user: adminUser,
      token: 'new-token',
      refreshToken: 'new-refresh',
    });
    expect(storedKeys()).toMatchObject({ token: 'new-token', refreshToken: 'new-refresh' });
  });

  it('clears the three keys when both verify and refresh fail', async () => {
    storeSession();
    mockFetch({
      'POST /api/auth/verify': { body: { valid: false } },
      'POST /api/auth/refresh': apiError(401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn'),
    });

    await initAuth();

    expect(storedKeys()).toEqual({ token: null, refreshToken: null, user: null });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      user: null,
      token: null,
    });
  });

  it('asks nothing and clears leftovers when the session is not fully stored', async () => {
    localStorage.setItem('auth_token', 'orphan-token');
    const api = mockFetch({});

    await initAuth();

    expect(api.requests).toHaveLength(0);
    expect(storedKeys()).toEqual({ token: null, refreshToken: null, user: null });
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
      storeSession();
      localStorage.setItem('user_data', JSON.stringify(user));
      await initAuth();
      expect(storedKeys()).toEqual({ token: null, refreshToken: null, user: null });
      expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
    }
    expect(api.requests).toHaveLength(0);
    expect(
      isStoredUser({ ...adminUser, createdAt: '2025-01-01T00:00:00.000Z', lastLoginAt: '2025-01-02T00:00:00.000Z' }),
    ).toBe(true);
  });
});

describe('login and logout', () => {
  it('stores the raw tokens and the user JSON under the storage keys', async () => {
    const api = mockFetch({ 'POST /api/auth/login': loginAnswer });

    await expect(useAuthStore.getState().login({ username: 'admin', password: 'secret1' })).resolves.toEqual(adminUser);

    expect(api.requests[0]?.body).toEqual({ username: 'admin', password: 'secret1' });
    expect(storedKeys()).toEqual({ token: 'jwt-1', refreshToken: 'refresh-1', user: JSON.stringify(adminUser) });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: adminUser, error: null });
  });

  it('clears everything and keeps the server message when login fails', async () => {
    storeSession();
    mockFetch({ 'POST /api/auth/login': apiError(401, 'Tên đăng nhập hoặc mật khẩu không đúng') });

    await expect(useAuthStore.getState().login({ username: 'admin', password: 'wrong-pass' })).rejects.toMatchObject({
      status: 401,
    });

    expect(storedKeys()).toEqual({ token: null, refreshToken: null, user: null });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      error: 'Tên đăng nhập hoặc mật khẩu không đúng',
    });
  });

  it('revokes the refresh token on the server, then forgets the session', async () => {
    signInStore();
    const api = mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });

    await useAuthStore.getState().logout();

    const [request] = api.to('POST /api/auth/logout');
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(request?.body).toEqual({ refreshToken: 'stored-refresh' });
    expect(storedKeys()).toEqual({ token: null, refreshToken: null, user: null });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('still signs out when the server cannot be reached', async () => {
    signInStore();
    mockFetch({ 'POST /api/auth/logout': { status: 500, raw: 'oops' } });

    await useAuthStore.getState().logout();

    expect(storedKeys()).toEqual({ token: null, refreshToken: null, user: null });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
