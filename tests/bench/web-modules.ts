// Where the web app's bytes are: builds it with the project's Vite config and prints each chunk's
// gzipped size with its heaviest sources grouped by package: the minified bytes each contributes
// (from the chunk's source map) and that share of the chunk's gzipped size.
// `npx tsx tests/bench/web-modules.ts [chunk-name-substring] [--floor]`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { build, type Plugin } from 'vite';
import { ROOT } from '../e2e/support/server';
import { webBuild } from './web-build';

interface ChunkFigures {
  file: string;
  gzip: number;
  rendered: number;
  imports: string[];
  isEntry: boolean;
  modules: Map<string, number>;
}

/** node_modules/@scope/name/… → @scope/name; the app's own files by folder under src/web. */
function groupOf(id: string): string {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id.replace(/.*node_modules[\\/]\.pnpm[\\/][^\\/]+[\\/]/, ''));
  if (match) return match[1];
  const relative = path.relative(ROOT, id.replace(/\?.*$/, ''));
  return relative.split(path.sep).slice(0, 4).join('/');
}

const chunks: ChunkFigures[] = [];
const collect: Plugin = {
  name: 'collect-modules',
  generateBundle(_, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const modules = new Map<string, number>();
      if (output.map) {
        // Each generated segment's bytes go to its source: up to the next segment on the line.
        const consumer = new SourceMapConsumer(JSON.parse(output.map.toString()) as never);
        const lines = output.code.split('\n');
        let previous: { line: number; column: number; group: string } | null = null;
        const close = (line: number, column: number) => {
          if (!previous) return;
          const size = line === previous.line ? column - previous.column : lines[previous.line - 1].length - previous.column;
          modules.set(previous.group, (modules.get(previous.group) ?? 0) + size);
        };
        consumer.eachMapping((mapping) => {
          close(mapping.generatedLine, mapping.generatedColumn);
          previous = {
            line: mapping.generatedLine,
            column: mapping.generatedColumn,
            group: mapping.source ? groupOf(mapping.source) : '(none)',
          };
        });
        close(lines.length + 1, 0);
      }
      chunks.push({
        file: output.fileName,
        gzip: gzipSync(output.code, { level: 9 }).byteLength,
        rendered: output.code.length,
        imports: output.imports,
        isEntry: output.isEntry,
        modules,
      });
    }
  },
};

const floor = process.argv.includes('--floor');
const outDir = await mkdtemp(path.join(tmpdir(), 'hireloop-web-modules-'));
try {
  await build(webBuild(floor ? 'floor' : 'app', outDir, { sourcemap: true, plugins: [collect] }));
} finally {
  await rm(outDir, { recursive: true, force: true });
}

// What every page fetches before its own code: the entry chunk and everything it imports statically.
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
const closure = new Set<string>();
const visit = (file: string) => {
  if (closure.has(file)) return;
  closure.add(file);
  byFile.get(file)?.imports.forEach(visit);
};
chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.file));
const closureGzip = [...closure].reduce((sum, file) => sum + (byFile.get(file)?.gzip ?? 0), 0);
console.log(`entry and its static imports: ${(closureGzip / 1000).toFixed(1)} kB gzip in ${closure.size} files`);
for (const file of closure) console.log(`  ${((byFile.get(file)?.gzip ?? 0) / 1000).toFixed(1).padStart(6)} kB  ${file}`);
// --page=job-list-page: what that page's chunk adds to the entry's, chunk by chunk.
const page = process.argv.find((arg) => arg.startsWith('--page='))?.slice('--page='.length);
const pageChunk = page ? chunks.find((chunk) => chunk.file.includes(`/${page}-`)) : undefined;
if (pageChunk) {
  const entryFiles = new Set(closure);
  visit(pageChunk.file);
  const added = [...closure]
    .filter((file) => !entryFiles.has(file))
    .map((file) => byFile.get(file)!)
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`${page} adds ${(added.reduce((sum, chunk) => sum + chunk.gzip, 0) / 1000).toFixed(1)} kB gzip in ${added.length} files:`);
  for (const chunk of added)
    console.log(
      `  ${(chunk.gzip / 1000).toFixed(1).padStart(6)} kB  ${chunk.file}  ${[...chunk.modules]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([group]) => group)
        .join(', ')}`,
    );
}

const filter = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip)) {
  if (filter && !chunk.file.includes(filter)) continue;
  console.log(`${kb(chunk.gzip)} kB gzip ${kb(chunk.rendered)} kB  ${chunk.file}  imports ${chunk.imports.join(' ') || '–'}`);
  const heaviest = [...chunk.modules].sort((a, b) => b[1] - a[1]).slice(0, filter ? 60 : 8);
  for (const [group, size] of heaviest)
    console.log(`          ${kb(size)} kB ${kb((size / chunk.rendered) * chunk.gzip)} kB gzip  ${group}`);
}
