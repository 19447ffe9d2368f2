import { describe, expect, it } from 'vitest';
import {
  FIRST_READS,
  firstReads,
  loadedWith,
  PAGES_SHARED,
  preloadGroups,
  sharedPageCode,
  SMALL_MODULE,
  WIDELY_SHARED,
  type ChunkModule,
} from '../../../scripts/vite-chunk-groups';

/** A module graph as the bundler tells it: each module's static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[]; size?: number; entry?: boolean }>) {
  const info = new Map<string, ChunkModule>();
  for (const [id, module] of Object.entries(modules))
    info.set(id, { id, code: 'x'.repeat(module.size ?? 100), isEntry: module.entry ?? false, importers: [], dynamicImporters: [] });
  for (const [id, module] of Object.entries(modules)) {
    for (const imported of module.imports ?? []) (info.get(imported)!.importers as string[]).push(id);
    for (const imported of module.lazy ?? []) (info.get(imported)!.dynamicImporters as string[]).push(id);
  }
  return { getModuleInfo: (id: string) => info.get(id) ?? null };
}

const pages = Array.from({ length: WIDELY_SHARED }, (_, index) => `/src/web/features/f/page-${index}.tsx`);
const ctx = graph({
  '/src/web/main.tsx': { entry: true, imports: ['/src/web/app/route-data.ts', '/src/web/lib/api.ts'], lazy: pages },
  '/src/web/app/route-data.ts': { lazy: ['/src/web/features/f/list-query.ts'] },
  '/src/web/lib/api.ts': {},
  '/src/web/features/f/list-query.ts': { imports: ['/src/web/lib/list-read.ts'] },
  '/src/web/lib/list-read.ts': {},
  ...Object.fromEntries(
    pages.map((page, index) => [
      page,
      {
        imports: [
          '/src/web/ui/data-table.tsx',
          '/src/web/lib/api.ts',
          ...(index < 2 ? ['/src/web/ui/small.tsx', '/src/web/ui/large.tsx', '/node_modules/d3-shape/index.js'] : []),
          ...(index === 0 ? ['/src/web/features/f/list-query.ts', '/src/web/ui/own.tsx'] : []),
        ],
      },
    ]),
  ),
  '/src/web/ui/data-table.tsx': { size: 50_000 },
  '/src/web/ui/small.tsx': { size: SMALL_MODULE },
  '/src/web/ui/large.tsx': { size: SMALL_MODULE + 1 },
  '/src/web/ui/own.tsx': { size: 10 },
  '/node_modules/d3-shape/index.js': { size: 10 },
});

describe('the chunk groups (scripts/vite-chunk-groups.ts)', () => {
  it('finds the lazily loaded modules that load a module, through its importers', () => {
    const { lazy, initial } = loadedWith('/src/web/lib/list-read.ts', ctx.getModuleInfo);
    expect([...lazy].sort()).toEqual(['/src/web/features/f/list-query.ts', pages[0]]);
    expect(initial).toBe(false);
    expect(loadedWith('/src/web/lib/api.ts', ctx.getModuleInfo).initial).toBe(true);
  });

  it('shares what many pages load, and small modules two load; leaves the rest to the bundler', () => {
    expect(sharedPageCode('/src/web/ui/data-table.tsx', ctx)).toBe(PAGES_SHARED);
    expect(sharedPageCode('/src/web/ui/small.tsx', ctx)).toBe(PAGES_SHARED);
    expect(sharedPageCode('/src/web/ui/large.tsx', ctx)).toBeNull();
    expect(sharedPageCode('/src/web/ui/own.tsx', ctx)).toBeNull();
    expect(sharedPageCode('/src/web/lib/api.ts', ctx)).toBeNull();
    expect(sharedPageCode('/node_modules/d3-shape/index.js', ctx)).toBeNull();
  });

  it("keeps what a route's first reads need in a chunk of their own", () => {
    expect(firstReads('/src/web/features/f/list-query.ts', ctx)).toBe(FIRST_READS);
    expect(firstReads('/src/web/lib/list-read.ts', ctx)).toBe(FIRST_READS);
    expect(firstReads('/src/web/ui/data-table.tsx', ctx)).toBeNull();
    expect(firstReads('/src/web/lib/api.ts', ctx)).toBeNull();
  });

  it("has index.html ask for the first reads' and the shared page code's chunks and no others", () => {
    const plugin = preloadGroups();
    const transform = plugin.transformIndexHtml as { handler: (html: string, ctx: object) => unknown };
    const chunk = (name: string, fileName: string) => ({ type: 'chunk', name, fileName });
    const bundle = {
      a: chunk(PAGES_SHARED, 'assets/pages-shared-1.js'),
      b: chunk('charts', 'assets/charts-2.js'),
      c: chunk(FIRST_READS, 'assets/first-reads-3.js'),
    };
    const link = (href: string) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' });
    expect(transform.handler('', { bundle })).toEqual([link('/assets/pages-shared-1.js'), link('/assets/first-reads-3.js')]);
  });
});
