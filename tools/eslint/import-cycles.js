// Reports a static relative import that leads back to the file importing it (a → b → … → a).
// Only imports that exist at run time count: `import type` / `export type` (and an import whose every
// name is marked `type`) are erased by TypeScript, and `import()` loads later, so neither can start a
// module before the one it needs has finished loading.
import fs from 'node:fs';
import path from 'node:path';

const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The graph of the files read so far, for the whole lint run: each file is parsed once (again when it changes). */
const graph = new Map();

function resolve(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const suffix of candidates) {
    const file = base + suffix;
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));

/** The files a module's top-level statements import at run time, each with the statement that does. */
function runtimeImports(file, body) {
  const imports = [];
  for (const node of body) {
    const isImport = node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration';
    const spec = isImport ? node.source?.value : undefined;
    if (typeof spec !== 'string' || !spec.startsWith('.') || typeOnly(node)) continue;
    const target = resolve(file, spec);
    if (target) imports.push({ node, target });
  }
  return imports;
}

function importsOf(file, parser) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const known = graph.get(file);
  if (known && known.mtimeMs === stat.mtimeMs) return known.targets;
  const text = fs.readFileSync(file, 'utf8');
  let targets = [];
  try {
    const options = { ecmaVersion: 'latest', sourceType: 'module', filePath: file, ecmaFeatures: { jsx: file.endsWith('.tsx') } };
    const ast = parser.parseForESLint ? parser.parseForESLint(text, options).ast : parser.parse(text, options);
    targets = runtimeImports(file, ast.body).map((entry) => entry.target);
  } catch {
    // A file that does not parse is reported by the lint of that file itself.
  }
  graph.set(file, { mtimeMs: stat.mtimeMs, targets });
  return targets;
}

/** The shortest chain of imports from `start` back to `file`, or null when there is none. */
function pathBack(start, file, parser) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current, parser)) {
      if (next === file) {
        const chain = [current];
        for (let step = cameFrom.get(current); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export const importCycles = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.resolve(context.filename);
    const parser = context.languageOptions.parser;
    const shown = (target) => path.relative(path.dirname(file), target).split(path.sep).join('/');
    return {
      'Program:exit'(program) {
        for (const { node, target } of runtimeImports(file, program.body)) {
          const chain = target === file ? [] : pathBack(target, file, parser);
          if (!chain) continue;
          const names = [path.basename(file), ...chain.map(shown), path.basename(file)];
          context.report({ node, message: `Import cycle: ${names.join(' → ')}` });
        }
      },
    };
  },
};
