// The Teams test host's server: on an origin of its own (another port of 127.0.0.1, as Teams is
// another site than the app), it serves the host page that frames a tab, and plays Entra ID for
// the Hireloop server (its JWKS) and for the page (signed access tokens, as getAuthToken and the
// nested app authentication bridge get them, for the scopes the app registration exposes).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalEntra, InvalidScopeError, TEST_ENTRA, type EntraUser, type TokenVersion } from './entra-keys';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MANIFEST = path.resolve(HERE, '../../../appPackage/manifest.json');
/** Scopes Entra grants every client besides those the app exposes (OpenID Connect's). */
const OIDC_SCOPES = new Set(['openid', 'profile', 'offline_access', 'email']);

/**
 * What Teams' own getAuthToken asks Entra for: the manifest's webApplicationInfo.resource (filled
 * in for the tab's domain) with the access_as_user scope.
 */
function teamsSsoScope(tabDomain: string): string {
  const text = readFileSync(MANIFEST, 'utf8')
    .replaceAll('${{TAB_DOMAIN}}', tabDomain)
    .replaceAll('${{AAD_APP_CLIENT_ID}}', TEST_ENTRA.clientId);
  return `${(JSON.parse(text) as { webApplicationInfo: { resource: string } }).webApplicationInfo.resource}/access_as_user`;
}

interface TokenBody {
  user: EntraUser;
  tabDomain: string;
  /** MSAL's scopes, space separated (nested app authentication); none: Teams' getAuthToken. */
  scope?: string;
  version?: TokenVersion;
}

export interface TeamsHost {
  origin: string;
  /** What the Hireloop server needs to trust this host: Entra verification and the host's origin. */
  serverEnv: Record<string, string>;
  close(): Promise<void>;
}

const HOST_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Teams test host</title>
<style>
  html, body { margin: 0; height: 100%; font: 13px system-ui, sans-serif; }
  body { display: flex; flex-direction: column; background: #ebebeb; color: #242424; }
  body[data-theme='dark'] { background: #1f1f1f; color: #fff; }
  body[data-theme='contrast'] { background: #000; color: #ff0; }
  header { display: flex; align-items: center; gap: 8px; height: 32px; padding: 0 8px; flex: none; }
  header strong { flex-grow: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  header label { white-space: nowrap; }
  iframe { flex-grow: 1; width: 100%; border: 0; min-height: 0; }
</style>
</head>
<body>
<header>
  <strong>Teams test host</strong>
  <label for="theme">Teams theme</label>
  <select id="theme"><option value="default">Default</option><option value="dark">Dark</option><option value="contrast">High contrast</option></select>
  <button id="save" type="button" disabled>Save</button>
</header>
<iframe id="app" title="Tab"></iframe>
<script type="module" src="/host-page.js"></script>
</body>
</html>
`;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

function isTokenBody(value: unknown): value is TokenBody {
  const body = value as Partial<TokenBody> | null;
  const user = body?.user as Partial<EntraUser> | undefined;
  return (
    typeof user?.oid === 'string' && typeof user.email === 'string' && typeof user.name === 'string' && typeof body?.tabDomain === 'string'
  );
}

/** Starts the host on a free port of 127.0.0.1. */
export async function startTeamsHost(): Promise<TeamsHost> {
  const entra = await createLocalEntra();
  const script = await readFile(path.join(HERE, 'host-page.js'), 'utf8');

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /') return send(response, 200, 'text/html; charset=utf-8', HOST_PAGE);
    if (route === 'GET /host-page.js') return send(response, 200, 'text/javascript; charset=utf-8', script);
    if (route === 'GET /entra/keys') return send(response, 200, 'application/json', JSON.stringify(entra.jwks));
    if (route === 'POST /entra/token') {
      void readJson(request)
        .then(async (body) => {
          if (!isTokenBody(body))
            return send(response, 400, 'application/json', JSON.stringify({ message: 'user {oid, email, name} and tabDomain required' }));
          const { user, tabDomain, version } = body;
          const [scope = '', ...more] = (body.scope ?? teamsSsoScope(tabDomain)).split(' ').filter((name) => !OIDC_SCOPES.has(name));
          if (more.length > 0) throw new Error(`one API scope per token, asked for ${[scope, ...more].join(' ')}`);
          const token = await entra.accessToken(user, { tabDomain, scope, version });
          send(response, 200, 'application/json', JSON.stringify({ token, idToken: await entra.idToken(user) }));
        })
        .catch((error: unknown) => {
          const status = error instanceof InvalidScopeError ? 400 : 500;
          send(response, status, 'application/json', JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
        });
      return;
    }
    send(response, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The runner's process must be free to exit even if a teardown is skipped.
  server.unref();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    serverEnv: {
      // Only what a real deployment sets (the issuers, the scope and the audiences are the defaults,
      // the Application ID URI coming from PUBLIC_URL), and the key set, which Entra would serve.
      ENTRA_CLIENT_ID: TEST_ENTRA.clientId,
      ENTRA_TENANT_ID: TEST_ENTRA.tenantId,
      ENTRA_JWKS_URL: `${origin}/entra/keys`,
      TEAMS_EXTRA_HOST_ORIGINS: origin,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
