// Browser SSO with MSAL (redirect flow). Loaded with import() only when authType is 'sso',
// Entra is configured and the page is not inside Teams.
import type { AccountInfo, PublicClientApplication } from '@azure/msal-browser';
import type { EntraConfig } from './account-config';

let client: { key: string; pca: Promise<PublicClientApplication> } | null = null;
let redirectHandled = false;

async function createClient(config: EntraConfig): Promise<PublicClientApplication> {
  const { PublicClientApplication } = await import('@azure/msal-browser');
  const pca = new PublicClientApplication({
    auth: { clientId: config.clientId, authority: config.authority, redirectUri: `${window.location.origin}/` },
    cache: { cacheLocation: 'sessionStorage' },
  });
  await pca.initialize();
  return pca;
}

function getClient(config: EntraConfig): Promise<PublicClientApplication> {
  const key = `${config.clientId}|${config.authority}`;
  if (!client || client.key !== key) client = { key, pca: createClient(config) };
  return client.pca;
}

function pickAccount(pca: PublicClientApplication): AccountInfo | null {
  return pca.getActiveAccount() ?? pca.getAllAccounts()[0] ?? null;
}

/**
 * An access token for the API: the redirect response if this page is one, else a silent token,
 * else a redirect to Entra ID (then it resolves null: the page is navigating away).
 */
export async function acquireMsalToken(config: EntraConfig): Promise<string | null> {
  const pca = await getClient(config);
  if (!redirectHandled) {
    redirectHandled = true;
    const result = await pca.handleRedirectPromise();
    if (result) {
      pca.setActiveAccount(result.account);
      return result.accessToken;
    }
  }
  const account = pickAccount(pca);
  if (account) {
    try {
      const result = await pca.acquireTokenSilent({ scopes: config.scopes, account });
      return result.accessToken;
    } catch {
      // Interaction is required (expired session, new consent): fall through to the redirect.
    }
  }
  await pca.acquireTokenRedirect({ scopes: config.scopes, account: account ?? undefined });
  return null;
}
