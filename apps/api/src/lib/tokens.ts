import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Fixed names of this application: a token made for anything else is refused, whatever its signature. */
export const TOKEN_ISSUER = 'watch-shop';
export const TOKEN_AUDIENCE = 'watch-shop-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  roleId: number;
  username: string;
}

export interface VerifiedClaims extends AccessClaims {
  /** When the token was issued, in milliseconds since the epoch. */
  issuedAtMs: number;
}

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    /**
     * An access token: HS256, with sub, iss, aud, exp and an `iat` in seconds carrying milliseconds
     * (a JWT NumericDate may have a fraction), so that a token made in the same second as a logout
     * can still be told apart from the ones made before it.
     */
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ roleId: claims.roleId, username: claims.username })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(Date.now() / 1000)
        .setJti(randomUUID())
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /**
     * The claims of an unexpired token that we signed, with our algorithm, issuer and audience, and
     * with exp and iat; null for anything else (`alg: none`, another algorithm, missing claims…).
     */
    async verify(token: string): Promise<VerifiedClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.roleId !== 'number') return null;
        return {
          userId,
          roleId: payload.roleId,
          username: String(payload.username ?? ''),
          issuedAtMs: Math.round(payload.iat! * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/** A token issued before the user's sessions were ended (logout, password, role, deactivation) is dead. */
export function issuedBeforeCutoff(claims: VerifiedClaims, tokensValidAfter: Date | null): boolean {
  return tokensValidAfter !== null && claims.issuedAtMs < tokensValidAfter.getTime();
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const newFamilyId = () => randomUUID();
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
