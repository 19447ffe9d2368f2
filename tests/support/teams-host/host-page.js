// The Teams test host's page script: frames a tab and answers the messages @microsoft/teams-js
// sends its parent ({id, uuidAsString, func, args} → {id, uuidAsString, args}), as Teams' web
// client does, and records every message so tests can assert on them (window.teamsHost).
// Plain browser JavaScript, served as is by server.ts.

const SDK_VERSION = '2.58.0';

/** What the host says it supports (teams-js reads `supports` before allowing an API). */
const RUNTIME = {
  apiVersion: 4,
  isNAAChannelRecommended: false,
  isLegacyTeams: false,
  hostVersionsInfo: { adaptiveCardSchemaVersion: { majorVersion: 1, minorVersion: 5 } },
  supports: {
    app: {},
    appInstallDialog: {},
    pages: { appButton: {}, backStack: {}, config: {}, currentApp: {}, fullTrust: {}, tabs: {} },
    teams: { fullTrust: {} },
    sharing: {},
  },
};

const tab = JSON.parse(new URLSearchParams(location.search).get('tab') || '{}');
const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('app'));
const themeSelect = /** @type {HTMLSelectElement} */ (document.getElementById('theme'));
const saveButton = /** @type {HTMLButtonElement} */ (document.getElementById('save'));
const appOrigin = new URL(tab.contentUrl).origin;

const state = {
  /** Every message the app sent: { at (ms since the frame was added), func, args, id }. */
  messages: [],
  /** Date.now() when the frame was added to the page, and when its document fired load. */
  frameAddedAt: 0,
  frameLoadedAt: 0,
  theme: tab.theme || 'default',
  valid: false,
  /** What settings.setSettings (pages.config.setConfig) last stored. */
  settings: null,
  /** 'success' or 'failure: <reason>' once the app answered a Save. */
  saveResult: null,
};

/** Teams' v1 ("legacy") context, which teams-js turns into app.getContext()'s shape. */
function legacyContext() {
  const user = tab.user || {};
  return {
    locale: tab.locale || 'en-us',
    theme: state.theme,
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
    tid: 'e2e-tenant',
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

async function getAuthToken(request) {
  try {
    const response = await fetch('/entra/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: tab.user }),
    });
    if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
    reply(request, [true, (await response.json()).token]);
  } catch (error) {
    reply(request, [false, String(error && error.message ? error.message : error)]);
  }
}

const handlers = {
  initialize: (request) => reply(request, [tab.frameContext || 'content', tab.clientType || 'web', JSON.stringify(RUNTIME), SDK_VERSION]),
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
  executeDeepLink: (request) => reply(request, [true]),
};

window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== appOrigin) return;
  const request = event.data;
  if (!request || typeof request.func !== 'string') return;
  state.messages.push({ at: Date.now() - state.frameAddedAt, func: request.func, args: request.args, id: request.id });
  const handler = handlers[request.func];
  if (handler) void handler(request);
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

window.teamsHost = Object.assign(state, { setTheme });

frame.addEventListener('load', () => (state.frameLoadedAt = Date.now()), { once: true });
state.frameAddedAt = Date.now();
frame.src = tab.contentUrl;
