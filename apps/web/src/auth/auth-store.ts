import { AUTH_MESSAGES, STORAGE_KEYS } from '@shop/core/constants';
import type { LoginBody } from '@shop/core/schemas/auth';
import type { User } from '@shop/core/schemas/user';
import { create } from 'zustand';
import { login as apiLogin, logout as apiLogout, refreshTokens, verifyToken } from '../api/auth';
import { errorMessage, refreshSession, setAuthSession } from '../api/client';

export interface AuthState {
  isAuthenticated: boolean;
  /** True while the stored session is being checked at start-up. */
  isLoading: boolean;
  user: User | null;
  /** Message of the last failed login. */
  error: string | null;
  token: string | null;
  refreshToken: string | null;
  /** Signs in; resolves with the user, rejects with the ApiError (and sets `error`) on failure. */
  login(body: LoginBody): Promise<User>;
  /** Revokes the session on the server (best effort), then forgets it. */
  logout(): Promise<void>;
  /** Start-up: checks the stored session (verify, else one refresh, else clear). */
  initAuth(): Promise<void>;
  /** Replaces the signed-in user (e.g. after editing one's own account). */
  setUser(user: User): void;
  /** Forgets the session (state and storage). */
  clearAuth(): void;
}

interface StoredSession {
  token: string;
  refreshToken: string;
  user: User;
}

const LOGOUT_TIMEOUT_MS = 5000;

const signedOut = { isAuthenticated: false, isLoading: false, user: null, token: null, refreshToken: null } as const;

/**
 * A stored user with the fields and types of core's userSchema, checked by hand so that the entry
 * chunk needs no zod; anything else means signed out.
 */
export function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  const isText = (k: string) => typeof u[k] === 'string';
  return (
    Number.isSafeInteger(u.id) &&
    Number.isSafeInteger(u.roleId) &&
    ['username', 'email', 'firstName', 'lastName'].every(isText) &&
    typeof u.isActive === 'boolean' &&
    (u.lastLoginAt === null || isText('lastLoginAt')) &&
    (u.createdAt === undefined || isText('createdAt'))
  );
}

/** The stored session, when all three keys hold something usable. */
export function readStoredSession(): StoredSession | null {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
    const rawUser = localStorage.getItem(STORAGE_KEYS.user);
    if (!token || !refreshToken || !rawUser) return null;
    const user: unknown = JSON.parse(rawUser);
    return isStoredUser(user) ? { token, refreshToken, user } : null;
  } catch {
    return null;
  }
}

function storeTokens(token: string, refreshToken: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
}

function storeUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.user);
}

const initial = readStoredSession();

export const useAuthStore = create<AuthState>()((set, get) => ({
  isAuthenticated: false,
  // A stored session stays "loading" until initAuth() has checked it.
  isLoading: initial !== null,
  user: null,
  error: null,
  token: initial?.token ?? null,
  refreshToken: initial?.refreshToken ?? null,

  async login(body) {
    set({ error: null });
    try {
      const { token, refreshToken, user } = await apiLogin(body);
      storeTokens(token, refreshToken);
      storeUser(user);
      set({ isAuthenticated: true, isLoading: false, user, token, refreshToken, error: null });
      return user;
    } catch (error) {
      clearStoredSession();
      set({ ...signedOut, error: errorMessage(error, AUTH_MESSAGES.loginFailed) });
      throw error;
    }
  },

  async logout() {
    if (get().token) {
      try {
        await apiLogout(get().refreshToken, AbortSignal.timeout(LOGOUT_TIMEOUT_MS));
      } catch {
        // Best effort: the session is forgotten here whatever the server said.
      }
    }
    get().clearAuth();
  },

  async initAuth() {
    const stored = readStoredSession();
    if (!stored) {
      clearStoredSession();
      set({ ...signedOut });
      return;
    }
    set({ isLoading: true, token: stored.token, refreshToken: stored.refreshToken });
    let valid = false;
    try {
      valid = (await verifyToken(stored.token)).valid;
    } catch {
      valid = false;
    }
    // refreshSession() stores the new tokens, or clears the session when it fails.
    if (!valid) valid = await refreshSession();
    if (valid) set({ isAuthenticated: true, isLoading: false, user: stored.user });
    else get().clearAuth();
  },

  setUser(user) {
    storeUser(user);
    set({ user });
  },

  clearAuth() {
    clearStoredSession();
    set({ ...signedOut });
  },
}));

/** Renews the tokens with the refresh token; clears the session when that fails. */
async function renewSession(): Promise<boolean> {
  const { token, clearAuth } = useAuthStore.getState();
  const stored = readStoredSession();
  // Signed out meanwhile (e.g. in another tab): nothing to renew.
  if (!stored) {
    clearAuth();
    return false;
  }
  // Another tab may have rotated the tokens already: adopt them instead of reusing a spent one.
  if (stored.token !== token) {
    useAuthStore.setState({ token: stored.token, refreshToken: stored.refreshToken });
    return true;
  }
  try {
    const next = await refreshTokens(stored.refreshToken);
    storeTokens(next.token, next.refreshToken);
    useAuthStore.setState({ token: next.token, refreshToken: next.refreshToken });
    return true;
  } catch {
    clearAuth();
    return false;
  }
}

setAuthSession({
  getToken: () => useAuthStore.getState().token,
  refresh: renewSession,
});

export const initAuth = (): Promise<void> => useAuthStore.getState().initAuth();
