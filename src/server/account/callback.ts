const maxCallbackLength = 2048;
// Resolves relative callbacks without trusting any request header for our own origin.
const placeholderOrigin = 'http://callback.invalid';

function parse(raw: string, base: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

/**
 * Where sign-in may send the browser back with a token; anything else falls back to the home page.
 * With PUBLIC_URL: any address on that origin. Without it the server does not know its own origin
 * (the Host header is the caller's to choose), so only a path on this site is accepted (`/jobs?x=1`,
 * never `//other.example` or `/\other.example`) and the redirect stays relative.
 */
export function safeCallback(raw: string | undefined, publicUrl?: string): string {
  const ownOrigin = publicUrl ? new URL(publicUrl).origin : null;
  const home = ownOrigin ? `${ownOrigin}/` : '/';
  if (!raw || raw.length > maxCallbackLength) return home;
  if (ownOrigin) {
    const url = parse(raw, ownOrigin);
    return url?.origin === ownOrigin ? url.href : home;
  }
  if (!/^\/(?![/\\])/.test(raw)) return home;
  const url = parse(raw, placeholderOrigin);
  if (url?.origin !== placeholderOrigin) return home;
  const path = url.pathname + url.search + url.hash;
  // '/.//other.example' normalises to a path that a browser would read as another host.
  return path.startsWith('//') ? home : path;
}

/** Adds query parameters to a callback from `safeCallback`, keeping a relative one relative. */
export function withParams(callback: string, params: Record<string, string>): string {
  const url = new URL(callback, placeholderOrigin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.origin === placeholderOrigin ? url.pathname + url.search + url.hash : url.href;
}
