import type {
  ChangePasswordResponse,
  LoginAnswer,
  LoginBody,
  LoginResponse,
  RefreshResponse,
} from '@shop/core/schemas/auth';
import type { TwoFactorLoginBody } from '@shop/core/schemas/two-factor';
import type { ChangePasswordBody } from '@shop/core/schemas/password';
import type { OkResponse } from '@shop/core/schemas/common';
import { apiRequest } from './client';

// Login and refresh are public: no bearer token, and a 401 there is an answer, not a cue to renew.
// The refresh token never passes through here: the server sets it as an HttpOnly cookie scoped to
// /api/auth, which the browser sends with refresh and logout (same-origin requests).

/**
 * Signs in: the access token and the user (the answer also sets the refresh cookie), or — for a user
 * with two-step sign-in — a challenge to send with the code to `loginWithCode`.
 */
export function login(body: LoginBody): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body, auth: false });
}

/** The second step of a sign-in: the challenge and a code of the app (or a recovery code). */
export function loginWithCode(body: TwoFactorLoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login/two-factor', { method: 'POST', body, auth: false });
}

/** A new access token (and the current user) from the refresh cookie, which the server rotates. */
export function refreshAccessToken(): Promise<RefreshResponse> {
  return apiRequest<RefreshResponse>('/auth/refresh', { method: 'POST', auth: false });
}

/**
 * Ends the session on the server: the refresh cookie's session, and the user's access tokens. Sends
 * the bearer token when there is one; no renewal on 401.
 */
export function logout(signal?: AbortSignal): Promise<unknown> {
  return apiRequest<OkResponse>('/auth/logout', { method: 'POST', signal, retryOnUnauthorized: false });
}

/**
 * Changes the signed-in user's own password: every other session of theirs ends, this one goes on
 * with the access token of the answer.
 */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/auth/password', { method: 'PUT', body });
}
