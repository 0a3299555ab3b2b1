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

/** A moderator (role 2) who has never signed in: the staff member of the users' tests. */
export const staffUser: User = {
  id: 2,
  username: 'lan.nv',
  email: 'lan@shop.vn',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  roleId: 2,
  isActive: true,
  lastLoginAt: null,
};

/** Writes the signed-in user as the app keeps it (JSON under `user_data`); tokens are never stored. */
export function storeUser(user: User = adminUser) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Everything in local storage, key → value (so a test can assert that no token is there). */
export function storedItems(): Record<string, string> {
  const items: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    items[key] = localStorage.getItem(key)!;
  }
  return items;
}

/** Puts the store in the signed-out state (no session checking). */
export function signOutStore() {
  useAuthStore.setState({ isAuthenticated: false, isLoading: false, user: null, error: null, token: null });
}

/** Puts the store in a signed-in state: the user stored, the access token in memory only. */
export function signInStore(user: User = adminUser, token = 'stored-token') {
  storeUser(user);
  useAuthStore.setState({ isAuthenticated: true, isLoading: false, user, error: null, token });
}
