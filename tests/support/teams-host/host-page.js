// The Teams test host's page script: frames a tab and answers the messages @microsoft/teams-js
// sends its parent ({id, uuidAsString, func, args} → {id, uuidAsString, args}), as Teams' web
// client does, and records every message so tests can assert on them (window.teamsHost). With
// `naa` it also plays the nested app authentication bridge MSAL uses (nestedAppAuth.execute).
// `answerAfterMs` plays a slow host (a loaded machine): it answers nothing before then; `silent`
// frames the tab and never answers, as a page that is not Teams.
// Plain browser JavaScript, served as is by server.ts.

const SDK_VERSION = '2.58.0';
const ENTRA_ENVIRONMENT = 'login.microsoftonline.com';
const TENANT_ID = 'e2e-tenant';
/** The Teams app's id as Teams' context gives it (the app builds deep links with it). */
const TEAMS_APP_ID = 'e2e-teams-app';

const tab = JSON.parse(new URLSearchParams(location.search).get('tab') || '{}');

/** What the host says it supports (teams-js reads `supports` before allowing an API). */
const RUNTIME = {
  apiVersion: 4,
  isNAAChannelRecommended: tab.naa === true,
  isLegacyTeams: false,
  hostVersionsInfo: { adaptiveCardSchemaVersion: { majorVersion: 1, minorVersion: 5 } },
  supports: {
    app: {},
    appInstallDialog: {},
    pages: { appButton: {}, backStack: {}, config: {}, currentApp: {}, fullTrust: {}, tabs: {} },
    teams: { fullTrust: {} },
    sharing: {},
    ...(tab.naa === true ? { nestedAppAuth: {} } : {}),
  },
};
const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('app'));
const themeSelect = /** @type {HTMLSelectElement} */ (document.getElementById('theme'));
const saveButton = /** @type {HTMLButtonElement} */ (document.getElementById('save'));
const appOrigin = new URL(tab.contentUrl).origin;
const tabDomain = new URL(tab.contentUrl).host;

const state = {
  /** Every message the app sent: { at (ms since the frame was added), func, args, id, method (NAA) }. */
  messages: [],
  /** Date.now() when the frame was added to the page, and when its document fired load. */
  frameAddedAt: 0,
  frameLoadedAt: 0,
  theme: tab.theme || 'default',
  valid: false,
  /** What settings.setSettings (pages.config.setConfig) last stored. */
  settings: null,
  /** 'success' or 'failure: <reason>' once the app answered a Save, and a removal. */
  saveResult: null,
  removeResult: null,
};

/** Teams' v1 ("legacy") context, which teams-js turns into app.getContext()'s shape. */
function legacyContext() {
  const user = tab.user || {};
  return {
    locale: tab.locale || 'en-us',
    theme: state.theme,
    appId: TEAMS_APP_ID,
    entityId: tab.entityId || 'console',
    subEntityId: tab.subEntityId || undefined,
    frameContext: tab.frameContext || 'content',
    hostClientType: tab.clientType || 'web',
    hostName: 'Teams',
    appSessionId: 'e2e-app-session',
    sessionId: 'e2e-session',
    userObjectId: user.oid,
    userPrincipalName: user.email,
    loginHint: user.email,
    userDisplayName: user.name,
    userLicenseType: 'Unknown',
    tid: TENANT_ID,
    tenantSKU: 'enterprise',
    teamId: tab.team ? tab.team.id : undefined,
    teamName: tab.team ? tab.team.name : undefined,
    groupId: tab.team ? tab.team.groupId : undefined,
    channelId: tab.channel ? tab.channel.id : undefined,
    channelName: tab.channel ? tab.channel.name : undefined,
    isFullScreen: false,
  };
}

function reply(request, args) {
  frame.contentWindow.postMessage({ id: request.id, uuidAsString: request.uuidAsString, args }, appOrigin);
}

/** A host-initiated event (themeChange, settings.save …): {func, args}, no id. */
function send(func, args) {
  frame.contentWindow.postMessage({ func, args }, appOrigin);
}

/**
 * {token, idToken} for the tab's user from the host's local Entra: for MSAL's scopes (nested app
 * authentication), or without them as Teams' getAuthToken asks (the manifest's resource).
 */
async function signedTokens(scope) {
  const response = await fetch('/entra/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: tab.user, tabDomain, scope, version: tab.tokenVersion }),
  });
  if (!response.ok) throw new Error(`Entra refused the token (${response.status}): ${(await response.json()).message}`);
  return response.json();
}

const errorText = (error) => String(error && error.message ? error.message : error);

async function getAuthToken(request) {
  // A tab opened with `refuseToken` plays a Teams that cannot give one (consent missing, policy).
  if (tab.refuseToken) return reply(request, [false, tab.refuseToken]);
  try {
    reply(request, [true, (await signedTokens()).token]);
  } catch (error) {
    reply(request, [false, errorText(error)]);
  }
}

function naaAccount() {
  const user = tab.user || {};
  return {
    homeAccountId: `${user.oid}.${TENANT_ID}`,
    environment: ENTRA_ENVIRONMENT,
    tenantId: TENANT_ID,
    localAccountId: user.oid,
    username: user.email,
    name: user.name,
  };
}

/** MSAL's bridge requests (GetInitContext, GetToken, GetTokenPopup) in `data`, answered in args[1]. */
async function nestedAppAuth(request) {
  const naa = JSON.parse(request.data);
  const answer = (body) =>
    frame.contentWindow.postMessage(
      { args: [null, JSON.stringify({ messageType: 'NestedAppAuthResponse', requestId: naa.requestId, ...body })] },
      appOrigin,
    );
  if (naa.method === 'GetInitContext') {
    const { homeAccountId, environment, tenantId } = naaAccount();
    answer({
      success: true,
      initContext: {
        sdkName: 'Teams test host',
        sdkVersion: SDK_VERSION,
        accountContext: { homeAccountId, environment, tenantId },
        capabilities: { queryAccount: false },
      },
    });
  } else if (naa.method === 'GetToken' || naa.method === 'GetTokenPopup') {
    try {
      const scope = naa.tokenParams && naa.tokenParams.scope;
      const { token, idToken } = await signedTokens(scope);
      answer({
        success: true,
        token: { access_token: token, id_token: idToken, expires_in: 3600, scope, token_type: 'Bearer' },
        account: naaAccount(),
      });
    } catch (error) {
      answer({ success: false, error: { status: 'PERSISTENT_ERROR', code: 'invalid_scope', description: errorText(error) } });
    }
  } else {
    answer({ success: false, error: { status: 'NOT_SUPPORTED_ERROR', code: 'unsupported_method', description: naa.method } });
  }
}

const handlers = {
  // Today's Teams order: the host's SDK version, then the runtime (where teams-js looks for NAA support).
  initialize: (request) => reply(request, [tab.frameContext || 'content', tab.clientType || 'web', SDK_VERSION, JSON.stringify(RUNTIME)]),
  getContext: (request) => reply(request, [legacyContext()]),
  'authentication.getAuthToken': getAuthToken,
  'settings.setValidityState': (request) => {
    state.valid = request.args[0] === true;
    saveButton.disabled = !state.valid;
  },
  'settings.setSettings': (request) => {
    state.settings = request.args[0];
    reply(request, [true]);
  },
  'settings.getSettings': (request) => reply(request, [state.settings || {}]),
  'settings.save.success': () => (state.saveResult = 'success'),
  'settings.save.failure': (request) => (state.saveResult = `failure: ${request.args[0]}`),
  'settings.remove.success': () => (state.removeResult = 'success'),
  'settings.remove.failure': (request) => (state.removeResult = `failure: ${request.args[0]}`),
  executeDeepLink: (request) => reply(request, [true]),
  // Teams' share dialog: the shared content stays in the recorded messages for tests to read.
  'sharing.shareWebContent': (request) => reply(request, [null]),
  'nestedAppAuth.execute': nestedAppAuth,
};

/** When the host starts answering (ms since the frame was added); never for a silent one. */
const answersFrom = tab.silent ? Infinity : tab.answerAfterMs || 0;

function handle(request) {
  const handler = handlers[request.func];
  if (handler) void handler(request);
}

window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== appOrigin) return;
  const request = event.data;
  if (!request || typeof request.func !== 'string') return;
  const method = request.func === 'nestedAppAuth.execute' ? JSON.parse(request.data).method : undefined;
  const at = Date.now() - state.frameAddedAt;
  state.messages.push({ at, func: request.func, args: request.args, id: request.id, method });
  if (answersFrom === Infinity) return;
  if (at >= answersFrom) handle(request);
  else setTimeout(() => handle(request), answersFrom - at);
});

function setTheme(theme) {
  state.theme = theme;
  themeSelect.value = theme;
  document.body.dataset.theme = theme;
  send('themeChange', [theme]);
}

themeSelect.value = state.theme;
document.body.dataset.theme = state.theme;
themeSelect.addEventListener('change', () => setTheme(themeSelect.value));
saveButton.addEventListener('click', () => {
  state.saveResult = null;
  send('settings.save', [{}]);
});

/** What Teams does when the user removes a channel tab: the tab's page (frameContext 'remove') is told. */
function remove() {
  state.removeResult = null;
  send('settings.remove', []);
}

window.teamsHost = Object.assign(state, { setTheme, remove });

frame.addEventListener('load', () => (state.frameLoadedAt = Date.now()), { once: true });
state.frameAddedAt = Date.now();
frame.src = tab.contentUrl;
