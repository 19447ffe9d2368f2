import { ACCOUNT_CONFIG_ELEMENT_ID } from '../../shared/contract/page-data';

// GET /account/config (no auth): whether Entra ID sign-in is configured, the profile site, and
// which host origins besides Microsoft's the Teams SDK may accept (a test host; none in production).
// The app's server puts it into index.html; the page asks for it only where it is missing (Vite's
// dev server serves index.html as it is).
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

function toAccountConfig(body: Partial<AccountConfig>): AccountConfig {
  return { entra: body.entra ?? null, accountProfileUrl: body.accountProfileUrl ?? '', teamsHostOrigins: body.teamsHostOrigins ?? [] };
}

/** What index.html carries (a JSON data block), or null when it carries none or an unreadable one. */
function configInDocument(): AccountConfig | null {
  const text = document.getElementById(ACCOUNT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? toAccountConfig(body as Partial<AccountConfig>) : null;
  } catch {
    return null;
  }
}

async function fetchAccountConfig(): Promise<AccountConfig> {
  const response = await fetch('/account/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /account/config failed with ${response.status}`);
  return toAccountConfig((await response.json()) as Partial<AccountConfig>);
}

/** Read once per page, from index.html when it carries it; a failed request is not cached, so the next caller tries again. */
export function loadAccountConfig(): Promise<AccountConfig> {
  if (!cached) {
    const inDocument = configInDocument();
    cached = inDocument
      ? Promise.resolve(inDocument)
      : fetchAccountConfig().catch((error: unknown) => {
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
