// Enforces the import directions of README "How the code is laid out" on relative imports:
// shared imports nothing of ours; server and web import shared; web imports only types from server.
// Inside web: ui, lib, host -> domain -> features -> app, and one feature never imports another.
// Inside server: core -> auth, db, storage, teams, env.ts -> http, realtime -> modules -> account
// -> app.ts, main.ts; http and realtime never import each other; a module reaches another module
// only through its service.ts, and the layers above reach a module only through routes.ts or service.ts.
import path from 'node:path';

const srcRoot = path.resolve('src');

const webRank = { ui: 0, lib: 0, host: 0, domain: 1, features: 2, app: 3 };

/** A layer imports its own rank and below; files at the server's root are layers of their own. */
const serverRank = {
  core: 0,
  auth: 1,
  db: 1,
  storage: 1,
  teams: 1,
  'env.ts': 1,
  http: 2,
  realtime: 2,
  modules: 3,
  account: 4,
  'app.ts': 5,
  'start-banner.ts': 5,
  'main.ts': 6,
};

/** Layers of one rank that still must not import each other. */
const apartLayers = new Set(['http', 'realtime']);

function locate(file) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..')) return null;
  const [area, layer, slice, name] = rel.split(path.sep);
  if (area === 'web') return { area, layer, feature: layer === 'features' ? slice : undefined };
  if (area === 'server') {
    const server = { area, layer };
    if (layer === 'modules' && slice && name) return { ...server, module: slice, file: name.replace(/\.tsx?$/, '') };
    return server;
  }
  return { area };
}

function webViolation(from, to) {
  const a = webRank[from.layer];
  const b = webRank[to.layer];
  if (a !== undefined && b !== undefined && b > a) return `web/${from.layer} must not import web/${to.layer}`;
  if (from.feature && to.feature && from.feature !== to.feature) return 'one feature must not import another';
  return null;
}

function serverViolation(from, to, typeOnly) {
  if (to.module && from.module !== to.module) {
    if (from.module && to.file !== 'service') return 'Import another server module only through its service.ts (../<module>/service).';
    if (!from.module && to.file !== 'service' && to.file !== 'routes')
      return `server/${from.layer} reaches a module only through its routes.ts or service.ts`;
  }
  if (from.layer === to.layer) return null;
  // core describes what the app is given (a database, a file store, a hub …): it may name the
  // types of the layers that implement them, never import their code.
  if (from.layer === 'core' && typeOnly && serverRank[to.layer] <= serverRank.realtime) return null;
  const a = serverRank[from.layer];
  const b = serverRank[to.layer];
  if (a === undefined || b === undefined) return null;
  if (b > a) return `server/${from.layer} must not import server/${to.layer}`;
  if (a === b && apartLayers.has(from.layer) && apartLayers.has(to.layer))
    return `server/${from.layer} and server/${to.layer} must not import each other (share through core)`;
  return null;
}

function violation(from, to, typeOnly) {
  if (from.area === 'shared' && to.area !== 'shared') return 'shared must not import server or web code';
  if (from.area === 'server' && to.area === 'web') return 'server must not import web code';
  if (from.area === 'web' && to.area === 'server' && !typeOnly) return 'web may import only types from server';
  if (from.area === 'web' && to.area === 'web') return webViolation(from, to);
  if (from.area === 'server' && to.area === 'server') return serverViolation(from, to, typeOnly);
  return null;
}

export const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    const check = (node, typeOnly) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = locate(path.resolve(path.dirname(context.filename), spec));
      if (!to) return;
      const message = violation(from, to, typeOnly);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, false),
    };
  },
};
