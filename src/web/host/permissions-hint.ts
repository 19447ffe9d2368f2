import type { Permission } from '../../shared/contract/permissions';

// The permissions a self-managed session had when the app last started, kept so that the next
// start can send a page's first requests alongside the permissions' own (app/preload-data.ts)
// rather than after them. Only a hint: the server decides, and a permission taken away since costs
// one refused request that nobody sees. It is the user's, so it names their workspace and user id
// (the token's subject) and serves no one else who signs in on the browser.

const HINT_KEY = 'permissionsHint';

interface Hint {
  app: string;
  user: string;
  permissions: readonly Permission[];
}

/** The user id a self-managed token (a JWT) names, unverified: the hint's owner; null when unreadable. */
function subjectOf(token: string): string | null {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const { sub } = JSON.parse(atob(payload)) as { sub?: unknown };
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/** The permissions remembered for this session's user and workspace, or null. */
export function rememberedPermissions(app: string, token: string): readonly Permission[] | null {
  try {
    const hint = JSON.parse(localStorage.getItem(HINT_KEY) ?? 'null') as Hint | null;
    const user = subjectOf(token);
    return hint && user !== null && hint.app === app && hint.user === user ? hint.permissions : null;
  } catch {
    return null;
  }
}

/** Remembers the permissions the server answered for this session's user and workspace. */
export function rememberPermissions(app: string, token: string, permissions: readonly Permission[]): void {
  const user = subjectOf(token);
  if (user === null) return;
  try {
    localStorage.setItem(HINT_KEY, JSON.stringify({ app, user, permissions } satisfies Hint));
  } catch {
    // Storage can be disabled: the next start then waits for the permissions.
  }
}

/** Forgets the hint: signing out leaves nothing of the user's access on the browser. */
export function forgetPermissions(): void {
  try {
    localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage can be disabled: there is then nothing to forget.
  }
}
