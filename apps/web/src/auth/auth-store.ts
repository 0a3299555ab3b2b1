import { AUTH_MESSAGES, STORAGE_KEYS } from '@shop/core/constants';
import type { LoginBody } from '@shop/core/schemas/auth';
import type { TwoFactorChallenge, TwoFactorLoginBody } from '@shop/core/schemas/two-factor';
import type { User } from '@shop/core/schemas/user';
import { create } from 'zustand';
import { login as apiLogin, loginWithCode, logout as apiLogout, refreshAccessToken } from '../api/auth';
import { errorMessage, isApiError, refreshSession, setAuthSession } from '../api/client';

/**
 * The signed-in session. No token is readable from storage: the access token lives here, in memory,
 * and is renewed through the HttpOnly refresh cookie (on load and on a 401); local storage keeps only
 * the user, so a reload can paint them at once (docs/decisions/0002-refresh-token-cookie.md).
 */
export interface AuthState {
  isAuthenticated: boolean;
  /** True while the session is being renewed at start-up. */
  isLoading: boolean;
  user: User | null;
  /** Message of the last failed login. */
  error: string | null;
  /** The access token, in memory only. */
  token: string | null;
  /**
   * Signs in; resolves with the user, or with the challenge when the user has a second step (then
   * `loginWithCode`); rejects with the ApiError (and sets `error`) on failure.
   */
  login: (body: LoginBody) => Promise<User | TwoFactorChallenge>;
  /** The second step of a sign-in; resolves with the user, rejects with the ApiError. */
  loginWithCode: (body: TwoFactorLoginBody) => Promise<User>;
  /** Ends the session on the server (best effort), then forgets it. */
  logout: () => Promise<void>;
  /** Start-up: with a stored user, gets an access token through the refresh cookie. */
  initAuth: () => Promise<void>;
  /** Replaces the signed-in user (e.g. after editing one's own account). */
  setUser: (user: User) => void;
  /** Goes on with a new access token and user (after changing one's own password). */
  setSession: (token: string, user: User) => void;
  /** Forgets the session (state and storage). */
  clearAuth: () => void;
}

/** Name of the Web Lock that lets one tab at a time rotate the shared refresh cookie. */
export const REFRESH_LOCK = 'shop-auth-refresh';

/** Where earlier versions kept the tokens; removed on start. */
const LEGACY_TOKEN_KEYS = ['auth_token', 'refresh_token'];

const LOGOUT_TIMEOUT_MS = 5000;

const signedOut = { isAuthenticated: false, isLoading: false, user: null, token: null } as const;

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

/** The stored user, when there is a usable one. */
function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    const user: unknown = JSON.parse(raw);
    return isStoredUser(user) ? user : null;
  } catch {
    return null;
  }
}

function storeUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function clearStoredUser(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    // Storage unavailable: nothing is kept anyway.
  }
}

function removeLegacyTokens(): void {
  try {
    for (const key of LEGACY_TOKEN_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage unavailable.
  }
}

/**
 * Runs `renew` while holding the refresh lock, so that tabs rotate the shared cookie one after the
 * other: a tab that waited sends the cookie the previous tab received, never a used one (which the
 * server would take for a replay and end the session). Without the Web Locks API (old browsers,
 * tests) the renewal runs at once; within one tab the API client already renews once for all.
 */
function withRefreshLock<T>(renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  return locks ? (locks.request(REFRESH_LOCK, renew) as Promise<T>) : renew();
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  isAuthenticated: false,
  // A stored user stays "loading" until initAuth() has renewed the session.
  isLoading: readStoredUser() !== null,
  user: null,
  error: null,
  token: null,

  async login(body) {
    set({ error: null });
    try {
      const answer = await apiLogin(body);
      if ('twoFactorRequired' in answer) return answer;
      const { token, user } = answer;
      storeUser(user);
      set({ isAuthenticated: true, isLoading: false, user, token, error: null });
      return user;
    } catch (error) {
      clearStoredUser();
      set({ ...signedOut, error: errorMessage(error, AUTH_MESSAGES.loginFailed) });
      throw error;
    }
  },

  async loginWithCode(body) {
    set({ error: null });
    try {
      const { token, user } = await loginWithCode(body);
      storeUser(user);
      set({ isAuthenticated: true, isLoading: false, user, token, error: null });
      return user;
    } catch (error) {
      set({ error: errorMessage(error, AUTH_MESSAGES.loginFailed) });
      throw error;
    }
  },

  async logout() {
    try {
      // Sent even without an access token in memory: the refresh cookie names the session to end.
      await apiLogout(AbortSignal.timeout(LOGOUT_TIMEOUT_MS));
    } catch {
      // Best effort: the session is forgotten here whatever the server said.
    }
    get().clearAuth();
  },

  async initAuth() {
    removeLegacyTokens();
    if (!readStoredUser()) {
      clearStoredUser();
      set({ ...signedOut });
      return;
    }
    set({ isLoading: true });
    // renewSession() sets the token and the user, or the signed-out state when it fails.
    const renewed = await refreshSession();
    set(renewed ? { isAuthenticated: true, isLoading: false } : { ...signedOut });
  },

  setUser(user) {
    storeUser(user);
    set({ user });
  },

  setSession(token, user) {
    storeUser(user);
    set({ isAuthenticated: true, isLoading: false, token, user });
  },

  clearAuth() {
    clearStoredUser();
    set({ ...signedOut });
  },
}));

/**
 * A new access token through the refresh cookie. A refused cookie forgets the session; when the
 * server cannot be reached the tab is signed out but the stored user kept, so the next load retries.
 */
async function renewSession(): Promise<boolean> {
  // Signed out meanwhile (e.g. in another tab): nothing to renew.
  if (!readStoredUser()) {
    useAuthStore.getState().clearAuth();
    return false;
  }
  try {
    const { token, user } = await withRefreshLock(refreshAccessToken);
    storeUser(user);
    useAuthStore.setState({ token, user });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) useAuthStore.getState().clearAuth();
    else useAuthStore.setState({ ...signedOut });
    return false;
  }
}

setAuthSession({
  getToken: () => useAuthStore.getState().token,
  refresh: renewSession,
});

// Signing out in another tab removes the stored user: this tab follows at once.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if ((event.key === STORAGE_KEYS.user || event.key === null) && !readStoredUser() && useAuthStore.getState().user) {
      useAuthStore.setState({ ...signedOut });
    }
  });
}

export const initAuth = (): Promise<void> => useAuthStore.getState().initAuth();
