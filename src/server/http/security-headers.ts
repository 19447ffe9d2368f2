import type { Context, MiddlewareHandler } from 'hono';
import { ASSETS_PATH } from './serve-web';

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

/** The policy of every page (and worker) the app answers with, as one header value. */
export function contentSecurityPolicy(extraTeamsHosts: string[] = []): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", TEAMS_JS_CDN],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:', TEAMS_JS_CDN, 'https://static2.sharepointonline.com'],
    ['connect-src', "'self'", 'ws:', 'wss:', 'https://login.microsoftonline.com', TEAMS_JS_CDN],
    ['frame-src', "'self'", 'https://login.microsoftonline.com'],
    ['frame-ancestors', "'self'", ...TAB_HOSTS, ...extraTeamsHosts],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

// Which answer carries which header. A header a browser reads only from documents costs every
// script, style sheet and API answer its bytes for nothing (the CSP alone is about 0.7 kB), so:
//
// every answer
//   X-Content-Type-Options: nosniff       a script, style sheet or JSON is never read as another type
// every answer but the web build's hashed files (public by construction)
//   Cross-Origin-Resource-Policy          other sites cannot load API answers, files or pages as no-cors
//                                         subresources (read by side channels)
// documents (and workers, whose policy is their script's answer)
//   Content-Security-Policy               governs the document or worker the answer creates; ignored on
//                                         a subresource
//   Strict-Transport-Security             recorded from any HTTPS answer, and every visit opens a page
//   Referrer-Policy                       the document's policy covers the requests it makes (a style
//                                         sheet's own requests get the browsers' default, this same one)
//   Origin-Agent-Cluster                  read from documents only
//   X-DNS-Prefetch-Control                read from documents only
//   X-Permitted-Cross-Domain-Policies     Adobe clients ask for /crossdomain.xml, which is answered
//                                         with index.html, a document
//   X-XSS-Protection: 0                   turns off the old XSS auditor, which acted on documents
// nowhere
//   X-Download-Options                    Internet Explorer 8's; the app does not run in Internet Explorer

type Header = readonly [name: string, value: string];

const EVERY_ANSWER: Header[] = [['X-Content-Type-Options', 'nosniff']];
const NOT_PUBLIC: Header[] = [['Cross-Origin-Resource-Policy', 'same-site']];
const documentHeaders = (policy: string): Header[] => [
  ['Content-Security-Policy', policy],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * Types a browser never turns into a document or a worker. Everything else, a type not named here
 * included (HTML, SVG, XML, PDF, plain text…), counts as a document: a new type is safe by default.
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/(?:javascript|css|csv)|application\/(?:javascript|json|[\w.-]+\+json|wasm|font-woff2?|vnd\.ms-fontobject)|font\/[\w.+-]+|image\/(?:png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon))\s*(?:;|$)/i;
const SCRIPT_TYPE = /^(?:text|application)\/javascript\s*(?:;|$)/i;
/** Sec-Fetch-Dest of a worker's script. */
const WORKER_DESTINATIONS = new Set(['worker', 'sharedworker', 'serviceworker']);

/**
 * A worker's own script: it needs the CSP, which governs the worker. Told by the request (browsers
 * send Sec-Fetch-Dest) or, for those that do not, by the file's name (pdf.js's is pdf.worker.min-….mjs).
 * A script is only ever fetched one way (a worker's as a worker), so caches need no Vary for this.
 */
const isWorkerScript = (c: Context) => WORKER_DESTINATIONS.has(c.req.header('Sec-Fetch-Dest') ?? '') || /worker[^/]*$/i.test(c.req.path);

/** No body to render: nothing, not modified, or a redirect. */
const isBodiless = (status: number) => status === 204 || status === 304 || (status >= 300 && status < 400);

function isDocument(c: Context): boolean {
  const type = c.res.headers.get('Content-Type');
  if (type === null) return !isBodiless(c.res.status);
  if (!SUBRESOURCE_TYPE.test(type)) return true;
  return SCRIPT_TYPE.test(type) && isWorkerScript(c);
}

function setAll(headers: Headers, list: Header[]) {
  for (const [name, value] of list) headers.set(name, value);
}

/** The security headers an answer needs, chosen by what it is once the handler has made it. */
export function securityHeaders(extraTeamsHosts: string[] = []): MiddlewareHandler {
  const forDocuments = documentHeaders(contentSecurityPolicy(extraTeamsHosts));
  return async (c, next) => {
    await next();
    // On the response's own headers: c.header() would rebuild a finished response (see request-log.ts).
    const headers = c.res.headers;
    setAll(headers, EVERY_ANSWER);
    if (!c.req.path.startsWith(ASSETS_PATH)) setAll(headers, NOT_PUBLIC);
    if (isDocument(c)) setAll(headers, forDocuments);
  };
}
