import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Fixed names of this application: a token made for anything else is refused, whatever its signature. */
const TOKEN_ISSUER = 'watch-shop';
const TOKEN_AUDIENCE = 'watch-shop-api';
/** The audience of a sign-in challenge (password right, second step pending): never an access token. */
const CHALLENGE_AUDIENCE = 'watch-shop-two-factor';
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

export interface SigningKey {
  kid: string;
  secret: Uint8Array;
}

/** Where the signing keys come from: JWT_SECRET (`staticKeys`) or the database (`databaseKeys`). */
export interface KeySource {
  /** The key new tokens are signed with. */
  signingKey(): Promise<SigningKey>;
  /** The key that verifies a token of this `kid` (undefined: a token from before key ids), if any. */
  verificationKey(kid: string | undefined): Promise<Uint8Array | undefined>;
}

/**
 * JWT_SECRET: one key, whose id is derived from the secret (a new secret, a new id). Tokens without a
 * key id, made before key ids existed, are checked against it too.
 */
export function staticKeys(secret: string): KeySource {
  const key: SigningKey = { kid: `env-${sha256(secret).slice(0, 16)}`, secret: new TextEncoder().encode(secret) };
  return {
    signingKey: () => Promise.resolve(key),
    verificationKey: (kid) => Promise.resolve(kid === undefined || kid === key.kid ? key.secret : undefined),
  };
}

export function createTokenService(keys: KeySource, ttlSeconds: number) {
  const keyOfHeader = async (header: { kid?: string }) => {
    const secret = await keys.verificationKey(header.kid);
    if (!secret) throw new Error('unknown signing key');
    return secret;
  };
  return {
    /**
     * An access token: HS256, with sub, iss, aud, exp and an `iat` in seconds carrying milliseconds
     * (a JWT NumericDate may have a fraction), so that a token made in the same second as a logout
     * can still be told apart from the ones made before it.
     */
    async sign(claims: AccessClaims): Promise<string> {
      const key = await keys.signingKey();
      return new SignJWT({ roleId: claims.roleId, username: claims.username })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: key.kid })
        .setSubject(String(claims.userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(Date.now() / 1000)
        .setJti(randomUUID())
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key.secret);
    },
    /**
     * The claims of an unexpired token that we signed, with our algorithm, issuer and audience, and
     * with exp and iat, signed by a key we still verify with (its `kid`); null for anything else
     * (`alg: none`, another algorithm, missing claims, an unknown or retired key…).
     */
    async verify(token: string): Promise<VerifiedClaims | null> {
      try {
        const { payload } = await jwtVerify(token, keyOfHeader, {
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
          username: typeof payload.username === 'string' ? payload.username : '',
          issuedAtMs: Math.round(payload.iat! * 1000),
        };
      } catch {
        return null;
      }
    },
    /**
     * A sign-in challenge: the password was right and the user's second step is awaited. Signed like
     * an access token but for another audience, so it opens nothing but `POST /auth/login/two-factor`.
     */
    async signChallenge(userId: number, ttl: number, mustChangePassword: boolean): Promise<string> {
      const key = await keys.signingKey();
      return new SignJWT({ mustChangePassword })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: key.kid })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(CHALLENGE_AUDIENCE)
        .setIssuedAt(Date.now() / 1000)
        .setJti(randomUUID())
        .setExpirationTime(`${ttl}s`)
        .sign(key.secret);
    },
    /** The user and issue time of an unexpired challenge of ours; null for anything else. */
    async verifyChallenge(
      token: string,
    ): Promise<{ userId: number; issuedAtMs: number; mustChangePassword: boolean } | null> {
      try {
        const { payload } = await jwtVerify(token, keyOfHeader, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: CHALLENGE_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId)) return null;
        return {
          userId,
          issuedAtMs: Math.round(payload.iat! * 1000),
          mustChangePassword: payload.mustChangePassword === true,
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
