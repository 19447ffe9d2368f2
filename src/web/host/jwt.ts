/**
 * A time claim of a JWT (`exp`, `iat`) in ms, or null when the token is not a readable JWT or has
 * no such claim. The payload is read, not verified: only the server decides whether a token holds.
 */
export function jwtTime(token: string, claim: 'exp' | 'iat'): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const seconds = (JSON.parse(json) as Record<string, unknown>)[claim];
    return typeof seconds === 'number' ? seconds * 1000 : null;
  } catch {
    return null;
  }
}
