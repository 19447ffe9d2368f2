import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const issuer = 'hireloop';
const audience = 'hireloop-api';

export interface SelfTokenClaims {
  userId: number;
  appKey: string;
}

export interface TokenSigner {
  sign(claims: SelfTokenClaims): Promise<string>;
  /** Returns the claims, `'expired'`, or null for a token that is not ours. */
  verify(token: string): Promise<SelfTokenClaims | 'expired' | null>;
}

/** Self-managed sign-in tokens: HS256 JWTs carrying the user id and the app they were issued for. */
export function createTokenSigner(secret: string, ttlMinutes: number, now: () => Date): TokenSigner {
  // Uint8Array.from keeps the key in this realm's Uint8Array (jsdom tests run the server in another realm).
  const key = Uint8Array.from(Buffer.from(secret, 'utf8'));
  return {
    async sign({ userId, appKey }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ app: appKey })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlMinutes * 60)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          // Without `exp` a leaked token would be valid forever; we always set it, so never accept one without.
          requiredClaims: ['exp'],
          currentDate: now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.app !== 'string') return null;
        return { userId, appKey: payload.app };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return 'expired';
        return null;
      }
    },
  };
}
