import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono, type MiddlewareHandler } from 'hono';
import { describeRoute, generateSpecs, uniqueSymbol } from 'hono-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import { BUILD_VERSION } from '../modules/shell/service';
import type { AppEnv } from './context';
import { describePage } from './route';

export const API_DOCUMENT_PATH = '/api/openapi.json';
const SCRIPT_PATH = '/api/docs/scalar.js';

const documentation = {
  info: {
    title: 'Hireloop API',
    version: BUILD_VERSION,
    description: [
      'The API of the product specification (spec 000 and 001, section 7), generated from the routes’ own schemas.',
      'Every /api call but the public ones needs `Authorization: Bearer <token>` and the workspace key `app`.',
      'Lists take page (1-based), limit (default 10, max 100) and search, and answer `{ data, meta }`.',
      'Errors answer `{ message, errors? }`; `errors` names each invalid field with its messages.',
    ].join('\n\n'),
  },
  servers: [{ url: '/' }],
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer' } } },
};

/**
 * Offline-safe: no web fonts, no hosted AI agent, no developer tools that reach the vendor's
 * servers. (The script knows newer options than the middleware's types, hence a plain object.)
 */
const referenceConfig = {
  url: API_DOCUMENT_PATH,
  cdn: SCRIPT_PATH,
  pageTitle: 'Hireloop API reference',
  withDefaultFonts: false,
  showDeveloperTools: 'never' as const,
  agent: { disabled: true },
};

/** The OpenAPI document of every described route of `app`. */
export function buildApiDocument(app: Hono<AppEnv>) {
  // Paths such as /api/openapi.json are routes here, not static files.
  return generateSpecs(app, { documentation, excludeStaticFile: false });
}

/** Files every described route of a router under `tag`, so the reference groups them by resource. */
export function tagged<R extends { routes: readonly { handler: object }[] }>(tag: string, router: R): R {
  for (const route of router.routes) {
    const declared: unknown = Reflect.get(route.handler, uniqueSymbol);
    if (declared && typeof declared === 'object' && 'spec' in declared && declared.spec && typeof declared.spec === 'object') {
      Object.assign(declared.spec, { tags: [tag] });
    }
  }
  return router;
}

export type ApiDocument = Awaited<ReturnType<typeof buildApiDocument>>;

/**
 * /api/openapi.json and the interactive reference at /api/docs, both without a token. The
 * reference's script is served from node_modules, so the page works offline and inside a
 * network that blocks CDNs.
 */
export function apiDocsRoutes(app: Hono<AppEnv>) {
  const routes = new Hono<AppEnv>();
  let document: ReturnType<typeof buildApiDocument> | undefined;
  let script: string | undefined;

  routes.get(
    '/openapi.json',
    describeRoute({
      summary: 'This OpenAPI document',
      security: [],
      responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
    }),
    async (c) => c.json(await (document ??= buildApiDocument(app))),
  );
  routes.get(
    '/docs',
    describePage('The interactive API reference'),
    Scalar(referenceConfig),
  );
  routes.get(
    '/docs/scalar.js',
    describeRoute({
      summary: 'The script of the API reference page',
      security: [],
      responses: { 200: { description: 'OK', content: { 'text/javascript': { schema: { type: 'string' } } } } },
    }),
    (c) => {
      script ??= readFileSync(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'), 'utf8');
      return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
    },
  );
  return routes;
}

/**
 * The reference page starts its script inline; the app's policy allows scripts from 'self' only.
 * Mounted outside the security headers, this admits exactly the page's own inline scripts by
 * their hashes, leaving the rest of the policy as it is.
 */
export function allowApiDocsInlineScripts(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const policy = c.res.headers.get('content-security-policy');
    if (!policy || !c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const html = await c.res.clone().text();
    const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
    );
    c.res.headers.set('content-security-policy', policy.replace(/script-src ([^;]*)/, (directive) => [directive, ...hashes].join(' ')));
  };
}
