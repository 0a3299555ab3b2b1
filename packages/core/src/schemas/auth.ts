import { z } from 'zod';
import { normalizeUsername } from '../text.ts';
import { twoFactorChallenge } from './two-factor.ts';
import { userSchema } from './user.ts';

export { AUTH_MESSAGES, tooManyAttemptsMessage } from '../constants.ts';

/** Sign-in rules and their messages (docs/product/storefront.md#sign-in). */
export const loginBody = z.object({
  // Kept as typed (the record of a failed sign-in shows it so); the server looks up its normalised form.
  username: z
    .string({ error: 'Username là bắt buộc' })
    .trim()
    .max(100)
    .refine((v) => normalizeUsername(v).length >= 1, 'Username là bắt buộc')
    .refine((v) => normalizeUsername(v).length >= 3, 'Username phải có ít nhất 3 ký tự'),
  password: z
    .string({ error: 'Mật khẩu là bắt buộc' })
    .min(1, 'Mật khẩu là bắt buộc')
    .min(6, 'Mật khẩu phải có ít nhất 6 ký tự')
    .max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

/** `PUT /api/auth/password`: a new access token for this session (every other session has ended). */
export const changePasswordResponse = z.object({ token: z.string(), user: userSchema });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** A session: the refresh token is not in the answer, it is set as an HttpOnly cookie (REFRESH_COOKIE). */
export const loginResponse = z.object({
  token: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * `POST /api/auth/login`: a session (`loginResponse`), or — for a user with two-step sign-in — a
 * challenge to send with the code to `POST /api/auth/login/two-factor` (which answers a session).
 */
export const loginAnswer = z.union([loginResponse, twoFactorChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const verifyBody = z.object({ token: z.string().max(4096) });
export const verifyResponse = z.object({ valid: z.boolean() });

/** `POST /api/auth/refresh` takes no body (the refresh cookie) and answers a new access token and the user. */
export const refreshResponse = z.object({ token: z.string(), user: userSchema });
export type RefreshResponse = z.infer<typeof refreshResponse>;
