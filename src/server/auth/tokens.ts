import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const issuer = 'hireloop';
const audience = 'hireloop-api';

/** How many verified tokens are remembered (about one per signed-in session; the oldest used goes first). */
export const VERIFIED_TOKENS_KEPT = 10_000;

export interface SelfTokenClaims {
  userId: number;
  appKey: string;
}

export interface TokenSigner {
  sign(claims: SelfTokenClaims): Promise<string>;
  /** Returns the claims, `'expired'`, or null for a token that is not ours. */
  verify(token: string): Promise<SelfTokenClaims | 'expired' | null>;
}

interface Verified {
  claims: SelfTokenClaims;
  /** The token's `exp`, in seconds since the epoch. */
  expires: number;
}

/** Self-managed sign-in tokens: HS256 JWTs carrying the user id and the app they were issued for. */
export function createTokenSigner(secret: string, ttlMinutes: number, now: () => Date): TokenSigner {
  // Uint8Array.from keeps the key in this realm's Uint8Array (jsdom tests run the server in another realm).
  const key = Uint8Array.from(Buffer.from(secret, 'utf8'));
  // Checking the signature through WebCrypto is a good part of a request's CPU, and a client sends
  // the same token on every call until it expires. Only tokens that passed every check are kept,
  // keyed by the whole token (signature included), so a token that differs in any byte is checked
  // afresh; the claims say who signed in, and the user row is still read on every request.
  const verified = new Map<string, Verified>();
  const remember = (token: string, entry: Verified) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
  };
  // jose's own test: expired once `exp` is not after the current second.
  const expiredAt = (expires: number) => expires <= Math.floor(now().getTime() / 1000);
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
      const known = verified.get(token);
      if (known) {
        if (expiredAt(known.expires)) {
          verified.delete(token);
          return 'expired';
        }
        // Map order is insertion order: moved to the end, the oldest used is first to go.
        verified.delete(token);
        verified.set(token, known);
        return known.claims;
      }
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
        const claims = { userId, appKey: payload.app };
        remember(token, { claims, expires: payload.exp! });
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return 'expired';
        return null;
      }
    },
  };
}
