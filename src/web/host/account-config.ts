// GET /account/config (no auth): whether Entra ID sign-in is configured, the profile site, and
// which host origins besides Microsoft's the Teams SDK may accept (a test host; none in production).
export interface EntraConfig {
  clientId: string;
  authority: string;
  scopes: string[];
}

export interface AccountConfig {
  entra: EntraConfig | null;
  accountProfileUrl: string;
  teamsHostOrigins: string[];
}

let cached: Promise<AccountConfig> | null = null;

async function fetchAccountConfig(): Promise<AccountConfig> {
  const response = await fetch('/account/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /account/config failed with ${response.status}`);
  const body = (await response.json()) as Partial<AccountConfig>;
  return { entra: body.entra ?? null, accountProfileUrl: body.accountProfileUrl ?? '', teamsHostOrigins: body.teamsHostOrigins ?? [] };
}

/** Loaded once per page; a failure is not cached so the next caller tries again. */
export function loadAccountConfig(): Promise<AccountConfig> {
  if (!cached) {
    cached = fetchAccountConfig().catch((error: unknown) => {
      cached = null;
      throw error;
    });
  }
  return cached;
}

/** For tests: forget the loaded configuration. */
export function resetAccountConfig(): void {
  cached = null;
}
