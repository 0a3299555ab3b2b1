import { STORAGE_KEYS } from '@shop/core/constants';
import type { User } from '@shop/core/schemas/user';
import { useAuthStore } from '../auth/auth-store';

export const adminUser: User = {
  id: 1,
  username: 'admin',
  email: 'admin@localhost',
  firstName: 'Quản',
  lastName: 'Trị',
  roleId: 1,
  isActive: true,
  lastLoginAt: null,
};

/** Writes a stored session as the app keeps it: raw token strings and the user as JSON. */
export function storeSession(token = 'stored-token', refreshToken = 'stored-refresh', user: User = adminUser) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function storedKeys() {
  return {
    token: localStorage.getItem(STORAGE_KEYS.token),
    refreshToken: localStorage.getItem(STORAGE_KEYS.refreshToken),
    user: localStorage.getItem(STORAGE_KEYS.user),
  };
}

/** Puts the store in the signed-out state (no session checking). */
export function signOutStore() {
  useAuthStore.setState({
    isAuthenticated: false,
    isLoading: false,
    user: null,
    error: null,
    token: null,
    refreshToken: null,
  });
}

/** Puts the store (and storage) in a signed-in state. */
export function signInStore(user: User = adminUser, token = 'stored-token', refreshToken = 'stored-refresh') {
  storeSession(token, refreshToken, user);
  useAuthStore.setState({ isAuthenticated: true, isLoading: false, user, error: null, token, refreshToken });
}
