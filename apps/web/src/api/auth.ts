import type { LoginBody, LoginResponse, RefreshResponse, VerifyResponse } from '@shop/core/schemas/auth';
import type { OkResponse } from '@shop/core/schemas/common';
import type { User } from '@shop/core/schemas/user';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

// Login, verify and refresh are public: no bearer token, and a 401 there is an answer, not a cue to renew.

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, auth: false });
}

export function verifyToken(token: string): Promise<VerifyResponse> {
  return apiRequest<VerifyResponse>('/auth/verify', { method: 'POST', body: { token }, auth: false });
}

export function refreshTokens(refreshToken: string): Promise<RefreshResponse> {
  return apiRequest<RefreshResponse>('/auth/refresh', { method: 'POST', body: { refreshToken }, auth: false });
}

/** Revokes the refresh token on the server. No renewal on 401: a dead session needs no logout. */
export function logout(refreshToken: string | null, signal?: AbortSignal): Promise<unknown> {
  return apiRequest<OkResponse>('/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
    signal,
    retryOnUnauthorized: false,
  });
}

export function getMe(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/auth/me', { signal });
}

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
  });
