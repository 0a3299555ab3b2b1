/** Accounts every API test can sign in with (created once in the template database). */
export const TEST_PASSWORD = 'mat-khau-kiem-thu-123';
export const TEST_USERS = {
  admin: { username: 'admin', roleId: 1 },
  moderator: { username: 'moderator1', roleId: 2 },
  viewer: { username: 'viewer1', roleId: 3 },
  guest: { username: 'guest1', roleId: 4 },
} as const;
export type TestRole = keyof typeof TEST_USERS;
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
