import {
  loginResponse,
  refreshResponse,
  verifyResponse,
  type LoginBody,
  type LoginResponse,
  type RefreshResponse,
} from '@shop/core/schemas/auth';
import { okResponse } from '@shop/core/schemas/common';
import { userSchema, type User } from '@shop/core/schemas/user';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

// Login, verify and refresh are public: no bearer token, and a 401 there is an answer, not a cue to renew.

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest('/auth/login', { method: 'POST', body, schema: loginResponse, auth: false });
}

export function verifyToken(token: string): Promise<{ valid: boolean }> {
  return apiRequest('/auth/verify', { method: 'POST', body: { token }, schema: verifyResponse, auth: false });
}

export function refreshTokens(refreshToken: string): Promise<RefreshResponse> {
  return apiRequest('/auth/refresh', { method: 'POST', body: { refreshToken }, schema: refreshResponse, auth: false });
}

/** Revokes the refresh token on the server. No renewal on 401: a dead session needs no logout. */
export function logout(refreshToken: string | null, signal?: AbortSignal): Promise<unknown> {
  return apiRequest('/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
    schema: okResponse,
    signal,
    retryOnUnauthorized: false,
  });
}

export function getMe(signal?: AbortSignal): Promise<User> {
  return apiRequest('/auth/me', { schema: userSchema, signal });
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
