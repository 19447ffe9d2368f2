import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const issuer = 'hireloop';
const audience = 'hireloop-api';

/** How many verified tokens are remembered (about one per signed-in session; the oldest used goes first). */
export const VERIFIED_TOKENS_KEPT = 10_000;

export interface SelfTokenClaims {
  userId: number;
  appKey: string;
}

/**
 * How long a self-managed session may be renewed for after its password sign-in: a renewed token
 * keeps its `auth_time`, so an open tab cannot keep a stolen token alive for ever.
 */
export const MAX_SESSION_DAYS = 30;

export interface TokenSigner {
  sign(claims: SelfTokenClaims): Promise<string>;
  /** Returns the claims, `'expired'`, or null for a token that is not ours. */
  verify(token: string): Promise<SelfTokenClaims | 'expired' | null>;
  /**
   * A new token for the same user, app and sign-in, valid for the full lifetime again; `'expired'`
   * for an expired token or one whose sign-in is older than MAX_SESSION_DAYS, null when not ours.
   */
  renew(token: string): Promise<{ token: string; expiresAt: Date } | 'expired' | null>;
}

interface Verified {
  claims: SelfTokenClaims;
  /** The token's `exp`, in seconds since the epoch. */
  expires: number;
  /** When the password sign-in happened (`auth_time`), in seconds since the epoch. */
  signedInAt: number;
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
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const expiredAt = (expires: number) => expires <= nowSeconds();
  const issue = ({ userId, appKey }: SelfTokenClaims, signedInAt: number) => {
    const issuedAt = nowSeconds();
    const expires = issuedAt + ttlMinutes * 60;
    const token = new SignJWT({ app: appKey, auth_time: signedInAt })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expires)
      .sign(key);
    return { token, expires };
  };

  const check = async (token: string): Promise<Verified | 'expired' | null> => {
    const known = verified.get(token);
    if (known) {
      if (expiredAt(known.expires)) {
        verified.delete(token);
        return 'expired';
      }
      // Map order is insertion order: moved to the end, the oldest used is first to go.
      verified.delete(token);
      verified.set(token, known);
      return known;
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
      // Tokens issued before renewal existed carry no auth_time: their issue time is their sign-in.
      const signedInAt = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat!;
      const entry = { claims: { userId, appKey: payload.app }, expires: payload.exp!, signedInAt };
      remember(token, entry);
      return entry;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return 'expired';
      return null;
    }
  };

  return {
    sign: (claims) => issue(claims, nowSeconds()).token,
    async verify(token) {
      const found = await check(token);
      return found === 'expired' || found === null ? found : found.claims;
    },
    async renew(token) {
      const found = await check(token);
      if (found === 'expired' || found === null) return found;
      if (found.signedInAt + MAX_SESSION_DAYS * 24 * 60 * 60 <= nowSeconds()) return 'expired';
      const renewed = issue(found.claims, found.signedInAt);
      return { token: await renewed.token, expiresAt: new Date(renewed.expires * 1000) };
    },
  };
}
