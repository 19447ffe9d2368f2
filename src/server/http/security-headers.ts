import { secureHeaders } from 'hono/secure-headers';

// Teams frames the app, so no X-Frame-Options; frame-ancestors names who may frame it instead.
const teamsHosts = ['https://teams.microsoft.com', 'https://*.teams.microsoft.com', 'https://*.skype.com', 'https://*.office.com', 'https://*.cloud.microsoft'];

export const securityHeaders = (extraTeamsHosts: string[] = []) =>
  secureHeaders({
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: 'same-site',
    referrerPolicy: 'strict-origin-when-cross-origin',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://res.cdn.office.net'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:', 'https://res.cdn.office.net', 'https://static2.sharepointonline.com'],
      connectSrc: ["'self'", 'ws:', 'wss:', 'https://login.microsoftonline.com'],
      frameSrc: ["'self'", 'https://login.microsoftonline.com'],
      frameAncestors: ["'self'", ...teamsHosts, ...extraTeamsHosts],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  });
