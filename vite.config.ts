import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aheadOfTimeStyles } from './scripts/vite-aot-styles.ts';
import { atomicIcons } from './scripts/vite-atomic-icons.ts';
import { extractStyles } from './scripts/vite-extract-styles.ts';
import { CHARTS, FIRST_READS, firstReads, PAGES_SHARED, preloadGroups, sharedPageCode } from './scripts/vite-chunk-groups.ts';
import { precompress } from './scripts/vite-precompress.ts';

/**
 * What every page runs before it renders anything: React, the router, SWR, and the parts of Fluent
 * under every component (styles, theme, focus indication, portals, motion)…
 */
const FOUNDATION =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal|tabster|keyborg|stylis|rtl-css-js|@griffel[\\/][^\\/]+|@swc[\\/]helpers|@fluentui[\\/](?:react-utilities|react-shared-contexts|tokens|react-theme|react-provider|react-tabster|react-jsx-runtime|react-portal|react-motion|react-motion-components-preview|keyboard-keys|react-context-selector))[\\/]/;
/**
 * …but not what only some pages use, which loads with them: tabster, Fluent's focus manager behind
 * menus, dialogs, drawers and grids (20 kB), with the react-tabster hooks built on it, and the
 * themes other than the web's light one (8 kB). Positioning (Fluent's and floating-ui, 12 kB) is
 * left to the menus, popovers and tooltips that use it: tooltips load theirs when first wanted
 * (DeferredTooltip).
 */
const WITH_ITS_PAGES =
  /node_modules[\\/](?:tabster[\\/]|@fluentui[\\/]react-tabster[\\/]lib[\\/](?:index\.js|hooks[\\/](?:index\.js|use(?:ArrowNavigationGroup|FocusFinders|TabsterAttributes|MergeTabsterAttributes|ObservedElement|UncontrolledFocus|FocusedElementChange|ModalAttributes|FocusObserved|Tabster|RestoreFocus|FocusableGroup|ActivateModal)\.js))|@fluentui[\\/]tokens[\\/]lib[\\/](?:themes[\\/](?:teams|web[\\/]darkTheme)|alias[\\/](?:dark|highContrast|teamsDark)|utils[\\/]create(?:Dark|HighContrast|TeamsDark)))/;
/**
 * …and, of what the shell's first render uses besides, the small parts of Fluent that the pages
 * share (Label, Text, the buttons' ARIA props, the icons' factory): left to the bundler they come
 * as half a dozen tiny chunks, each a request of every page.
 */
const FIRST_RENDER =
  /node_modules[\\/]@fluentui[\\/](?:react-label[\\/]|react-text[\\/]lib[\\/]components[\\/](?:Text[\\/]|presets[\\/]createPreset\.js)|react-aria[\\/]lib[\\/]button[\\/]|react-icons[\\/]lib[\\/]utils[\\/])/;
const inFoundation = (id: string) => (FOUNDATION.test(id) || FIRST_RENDER.test(id)) && !WITH_ITS_PAGES.test(id);

/**
 * react-router's package exports only its development build (remix-run/react-router#14102), whose
 * dev-only checks run on every navigation and render. A build takes the production one, which the
 * package ships beside it; both entry points move together, so no page mixes the two.
 */
const reactRouterBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const PRODUCTION_REACT_ROUTER = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

/**
 * Server test files whose behaviour does not depend on the database engine: HTTP conventions,
 * tokens, the API document, the Vite plugins, the lint rule, the embedded database's own thread,
 * the hub's protocol. The database behind them, if any, only holds the users they sign in as.
 * They run once, on the embedded engine (project `server-one-engine`); `npm run test:pg` runs the
 * rest of the server suite again on PostgreSQL.
 */
const ENGINE_INDEPENDENT_SERVER_TESTS = [
  'tests/server/auth/entra-scope-audience.test.ts',
  'tests/server/auth/tokens.test.ts',
  'tests/server/db/embedded-database.test.ts',
  'tests/server/http/api-reference.test.ts',
  'tests/server/http/background-tasks.test.ts',
  'tests/server/http/compression.test.ts',
  'tests/server/http/csv-download.test.ts',
  'tests/server/http/endpoint-answers.test.ts',
  'tests/server/http/http-conventions.test.ts',
  'tests/server/http/openapi.test.ts',
  'tests/server/http/sanitize-html.test.ts',
  'tests/server/http/security-headers.test.ts',
  'tests/server/http/serve-web.test.ts',
  'tests/server/http/teams-extra-host-origins.test.ts',
  'tests/server/http/young-garbage.test.ts',
  'tests/server/lint/module-boundaries.test.ts',
  'tests/server/realtime/azure-signalr.test.ts',
  'tests/server/realtime/backpressure.test.ts',
  'tests/server/realtime/hub-protocol.test.ts',
  'tests/server/realtime/long-polling.test.ts',
  'tests/server/realtime/negotiate.test.ts',
  'tests/server/realtime/open-backend.test.ts',
  'tests/server/realtime/token-logging.test.ts',
  'tests/server/scripts/vite-aot-styles.test.ts',
  'tests/server/scripts/vite-atomic-icons.test.ts',
  'tests/server/scripts/vite-chunk-groups.test.ts',
  'tests/server/scripts/vite-extract-styles.test.ts',
  'tests/server/scripts/vite-precompress.test.ts',
  'tests/server/security/start-banner.test.ts',
];

/** Web test files that mock or reload modules: they get a module registry of their own. */
const WEB_TESTS_THAT_REPLACE_MODULES = [
  'tests/web/host/msal.test.ts',
  'tests/web/host/sign-in.test.ts',
  'tests/web/ui/deferred-tooltip.test.tsx',
  'tests/web/ui/pdf-viewer/pdf-viewer.test.tsx',
];

const WEB_TESTS = {
  environment: 'jsdom',
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/web-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;

export default defineConfig(({ command }) => ({
  plugins: [react(), atomicIcons(), preloadGroups(), command === 'build' && aheadOfTimeStyles(), extractStyles(), precompress()],
  resolve: { alias: command === 'build' ? PRODUCTION_REACT_ROUTER : [] },
  build: {
    outDir: 'dist/web',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // A cold load is one request per chunk over a handful of HTTP/1.1 connections: left to
        // itself the bundler cut what every page runs first into some thirty small chunks (one per
        // set of importing pages). The foundation is one chunk: 44 → 16 files on /, the same bytes.
        // What the entry imports statically (the shell: api client, session, toasts…) runs on every
        // route too: it stays with the entry instead of a dozen small chunks.
        // The pages' own code went the same way (27–82 files a route): what the routes' first reads
        // are named by, what many pages share (with the small modules any two share) and the chart
        // libraries are a chunk each (scripts/vite-chunk-groups.ts); a route loads 7–13 files.
        // Merging by the pages that use them (`entriesAware`) was tried: the merged chunks import
        // each other and ran out of order ("H is not a function"); with strictExecutionOrder every
        // route loaded 500 kB. The charts' group leaves their Fluent dependencies (buttons,
        // popovers, tooltips) to the other groups: taken with the charts, every page loaded them.
        codeSplitting: {
          groups: [
            { name: 'foundation', test: inFoundation, priority: 4 },
            { name: 'shell', tags: ['$initial'], priority: 3 },
            { name: firstReads, debugName: FIRST_READS, priority: 2 },
            { name: sharedPageCode, debugName: PAGES_SHARED, priority: 1 },
            { name: 'charts', test: CHARTS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': apiTarget,
      '/account': apiTarget,
      '/hubs': { target: apiTarget, ws: true },
    },
  },
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1), which left a core idle
    // while the suite ran file after file; the main process's share is mostly waiting.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', environment: 'node', include: ['tests/shared/**/*.test.ts', 'tests/teams/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ENGINE_INDEPENDENT_SERVER_TESTS],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module registry per worker: every file builds its own app and database from
          // factories, so loading the server's modules again for each file (76 s of 214) bought nothing.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-one-engine',
          environment: 'node',
          include: ENGINE_INDEPENDENT_SERVER_TESTS,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...WEB_TESTS,
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_TESTS_THAT_REPLACE_MODULES],
          // One module registry and one jsdom per worker: loading React and Fluent again for every
          // file was a third of the suite's time. What the modules remember between files (sign-in,
          // toasts, the hub) is put back after each file by tests/support/web-shared-modules.ts.
          isolate: false,
          setupFiles: [...WEB_TESTS.setupFiles, 'tests/support/web-shared-modules.ts'],
        },
      },
      {
        extends: true,
        test: { ...WEB_TESTS, name: 'web-isolated', include: WEB_TESTS_THAT_REPLACE_MODULES },
      },
    ],
  },
}));
