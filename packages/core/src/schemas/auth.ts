import { z } from 'zod';
import { userSchema } from './user.ts';

export { AUTH_MESSAGES, tooManyAttemptsMessage } from '../constants.ts';

/** Sign-in rules and their messages (docs/product/storefront.md#sign-in). */
export const loginBody = z.object({
  username: z
    .string({ error: 'Username là bắt buộc' })
    .trim()
    .min(1, 'Username là bắt buộc')
    .min(3, 'Username phải có ít nhất 3 ký tự')
    .max(100),
  password: z
    .string({ error: 'Mật khẩu là bắt buộc' })
    .min(1, 'Mật khẩu là bắt buộc')
    .min(6, 'Mật khẩu phải có ít nhất 6 ký tự')
    .max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The refresh token is not in the answer: it is set as an HttpOnly cookie (REFRESH_COOKIE). */
export const loginResponse = z.object({
  token: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const verifyBody = z.object({ token: z.string().max(4096) });
export const verifyResponse = z.object({ valid: z.boolean() });

/** `POST /api/auth/refresh` takes no body (the refresh cookie) and answers a new access token and the user. */
export const refreshResponse = z.object({ token: z.string(), user: userSchema });
export type RefreshResponse = z.infer<typeof refreshResponse>;
