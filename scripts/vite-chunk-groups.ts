import type { Plugin } from 'vite';

// How the build cuts the pages' code into files. Left to itself the bundler makes one chunk per set
// of pages that share a module, which on a cold load was 27–82 files a route: over HTTP/1.1's six
// connections a page spent longer queueing its many small files than receiving its bytes. Here the
// code that many pages share, and the small modules that any two share, go into one chunk that
// every page loads with its own; the charts are a chunk of their own, for the pages with charts.

/** What the bundler tells of a module (rolldown's ModuleInfo, the fields read here). */
export interface ChunkModule {
  id: string;
  code: string | null;
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

export type ModuleInfoOf = (id: string) => ChunkModule | null;

/** The chunk of the modules the routes' first reads are named by. */
export const FIRST_READS = 'first-reads';
/** The chunk of the code the pages share. */
export const PAGES_SHARED = 'pages-shared';

/** Shared by at least this many lazily loaded modules (pages, dialogs, editors): shared code of the whole app. */
export const WIDELY_SHARED = 8;
/** A module this small (source characters) costs more as a request of its own than as bytes a page does not run. */
export const SMALL_MODULE = 3_000;

/**
 * Fluent's charts and the d3 modules under them: only the dashboard, the analytics, the reports and
 * the SEO graph draw charts, and the dashboard draws them once its figures are in (ui/charts/lazy-charts).
 */
export const CHARTS = /node_modules[\\/](?:@fluentui[\\/](?:react-charts|chart-utilities)|d3-[^\\/]+|internmap)[\\/]/;

/**
 * The modules a route's first reads are named by (app/route-data.ts imports them while the page's
 * code loads): their code must arrive without waiting for the shared chunk, or the data would.
 */
const ROUTE_DATA = /src[\\/]web[\\/]app[\\/]route-data\.ts$/;

/** Which lazily loaded modules load `id` with them (their static imports reach it), and whether the entry does. */
export function loadedWith(id: string, info: ModuleInfoOf): { lazy: Set<string>; initial: boolean } {
  const lazy = new Set<string>();
  let initial = false;
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const module = info(queue.pop()!);
    if (!module) continue;
    if (module.isEntry) initial = true;
    if (module.dynamicImporters.length > 0) lazy.add(module.id);
    for (const importer of module.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return { lazy, initial };
}

interface ChunkingContext {
  getModuleInfo: ModuleInfoOf;
}

/** Whether a route's first reads need `id` (see ROUTE_DATA). */
function namesFirstReads(id: string, ctx: ChunkingContext): boolean {
  const info: ModuleInfoOf = (module) => ctx.getModuleInfo(module);
  const { lazy, initial } = loadedWith(id, info);
  return !initial && [...lazy].some((loader) => info(loader)?.dynamicImporters.some((importer) => ROUTE_DATA.test(importer)));
}

/** FIRST_READS for the modules the routes' first reads are named by, and what they import. */
export const firstReads = (id: string, ctx: ChunkingContext): string | null => (namesFirstReads(id, ctx) ? FIRST_READS : null);

/** PAGES_SHARED for a module many pages share, or a small one two share; null leaves it to the bundler. */
export function sharedPageCode(id: string, ctx: ChunkingContext): string | null {
  if (CHARTS.test(id)) return null;
  const info: ModuleInfoOf = (module) => ctx.getModuleInfo(module);
  const { lazy, initial } = loadedWith(id, info);
  if (initial || lazy.size < 2) return null;
  const small = (info(id)?.code?.length ?? Infinity) <= SMALL_MODULE;
  return lazy.size >= WIDELY_SHARED || small ? PAGES_SHARED : null;
}

/**
 * index.html asks for the chunks almost every route loads (the first reads' modules, the shared page
 * code) beside the entry's own: they arrive while the entry's code runs, instead of after it has
 * found the route.
 */
export function preloadGroups(groups: readonly string[] = [FIRST_READS, PAGES_SHARED]): Plugin {
  return {
    name: 'hireloop-preload-groups',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.values(bundle ?? {}).filter((chunk) => chunk.type === 'chunk' && groups.includes(chunk.name));
        return files.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
