// Teams SSO by nested app authentication (Microsoft's recommended way inside Teams): MSAL talks to
// Entra through the Teams host's bridge. Loaded with import() only when Teams recommends the NAA
// channel and Entra is configured; otherwise sign-in.ts uses authentication.getAuthToken().
import type { IPublicClientApplication } from '@azure/msal-browser';
import type { EntraConfig } from './account-config';

let client: { key: string; pca: Promise<IPublicClientApplication> } | null = null;

async function createClient(config: EntraConfig): Promise<IPublicClientApplication> {
  const { createNestablePublicClientApplication } = await import('@azure/msal-browser');
  return createNestablePublicClientApplication({ auth: { clientId: config.clientId, authority: config.authority } });
}

function getClient(config: EntraConfig): Promise<IPublicClientApplication> {
  const key = `${config.clientId}|${config.authority}`;
  if (!client || client.key !== key) {
    const pca = createClient(config);
    client = { key, pca };
    // A failed start is not kept: the next sign-in tries again.
    pca.catch(() => client?.pca === pca && (client = null));
  }
  return client.pca;
}

/** An access token for the API: silent first, a consent prompt only when Entra asks for one. */
export async function acquireNestedAppToken(config: EntraConfig): Promise<string> {
  const pca = await getClient(config);
  const { InteractionRequiredAuthError } = await import('@azure/msal-browser');
  const account = pca.getActiveAccount() ?? pca.getAllAccounts()[0];
  const request = { scopes: config.scopes, account };
  try {
    const result = await pca.acquireTokenSilent(request);
    pca.setActiveAccount(result.account);
    return result.accessToken;
  } catch (error) {
    if (!(error instanceof InteractionRequiredAuthError)) throw error;
    const result = await pca.acquireTokenPopup(request);
    pca.setActiveAccount(result.account);
    return result.accessToken;
  }
}

/** For tests: forget the client. */
export function resetNestedAppClient(): void {
  client = null;
}
