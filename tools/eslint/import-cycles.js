// Reports a static relative import that leads back to the file importing it (a → b → … → a), and,
// for folders named in the option `groups` (each subfolder one group, e.g. a server module), an
// import into another group that leads back to the importing file's group.
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
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type'));

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

/** The subfolder of one of `roots` that holds `file`, or null. */
function groupOf(file, roots) {
  for (const root of roots) {
    const [group, ...rest] = path.relative(root, file).split(path.sep);
    if (!group.startsWith('..') && rest.length > 0) return path.join(root, group);
  }
  return null;
}

function filesUnder(folder) {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The other groups a group's files import at run time. */
function groupImports(group, roots, parser) {
  const targets = new Set();
  for (const file of filesUnder(group)) {
    for (const target of importsOf(file, parser)) {
      const other = groupOf(target, roots);
      if (other && other !== group) targets.add(other);
    }
  }
  return [...targets];
}

/** The shortest chain of edges from `start` back to `goal`, or null when there is none. */
function pathBack(start, goal, edgesOf) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of edgesOf(current)) {
      if (next === goal) {
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

/** `edgesOf` answering each node from the first answer. */
function remembered(edgesOf) {
  const known = new Map();
  return (node) => {
    if (!known.has(node)) known.set(node, edgesOf(node));
    return known.get(node);
  };
}

const groupsOption = {
  type: 'object',
  properties: { groups: { type: 'array', items: { type: 'string' } } },
  additionalProperties: false,
};

export const importCycles = {
  meta: { type: 'problem', schema: [groupsOption] },
  create(context) {
    const file = path.resolve(context.filename);
    const parser = context.languageOptions.parser;
    const roots = (context.options[0]?.groups ?? []).map((folder) => path.resolve(folder));
    const group = groupOf(file, roots);
    const shown = (target) => path.relative(path.dirname(file), target).split(path.sep).join('/');
    // Each import's search walks much the same graph: within one file's check, a file's imports and
    // a group's are looked up (stat, readdir) once, not once per import that reaches them.
    const fileImports = remembered((current) => importsOf(current, parser));
    const groupEdges = remembered((current) => groupImports(current, roots, parser));
    return {
      'Program:exit'(program) {
        for (const { node, target } of runtimeImports(file, program.body)) {
          const chain = target === file ? [] : pathBack(target, file, fileImports);
          if (chain) {
            const names = [path.basename(file), ...chain.map(shown), path.basename(file)];
            context.report({ node, message: `Import cycle: ${names.join(' → ')}` });
            continue;
          }
          const targetGroup = group && groupOf(target, roots);
          const groups = targetGroup && targetGroup !== group ? pathBack(targetGroup, group, groupEdges) : null;
          if (groups) {
            const names = [group, ...groups, group].map((folder) => path.basename(folder));
            context.report({ node, message: `Import cycle between ${path.basename(path.dirname(group))}: ${names.join(' → ')}` });
          }
        }
      },
    };
  },
};
