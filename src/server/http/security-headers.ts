import { secureHeaders } from 'hono/secure-headers';

// Teams, Outlook and Microsoft 365 frame the app, so no X-Frame-Options; frame-ancestors names who may
// frame it instead: Microsoft's list for tabs, the older domains kept while hosts move to cloud.microsoft.
const TAB_HOSTS = [
  'https://*.cloud.microsoft',
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://*.microsoft365.com',
  'https://*.office.com',
  'https://outlook.office.com',
  'https://outlook.office365.com',
  'https://outlook-sdf.office.com',
  'https://outlook-sdf.office365.com',
];
/** Where @microsoft/teams-js loads its list of valid host domains from at start. */
const TEAMS_JS_CDN = 'https://res.cdn.office.net';

export const securityHeaders = (extraTeamsHosts: string[] = []) =>
  secureHeaders({
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: 'same-site',
    referrerPolicy: 'strict-origin-when-cross-origin',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", TEAMS_JS_CDN],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:', TEAMS_JS_CDN, 'https://static2.sharepointonline.com'],
      connectSrc: ["'self'", 'ws:', 'wss:', 'https://login.microsoftonline.com', TEAMS_JS_CDN],
      frameSrc: ["'self'", 'https://login.microsoftonline.com'],
      frameAncestors: ["'self'", ...TAB_HOSTS, ...extraTeamsHosts],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  });
