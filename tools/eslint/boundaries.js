// Enforces the import directions of ARCHITECTURE.md §2 on relative imports:
// shared imports nothing of ours; server and web import shared; web imports only types from server;
// inside web: ui, lib, host (the kit and the browser) -> domain (UI that knows Hireloop's resources) -> features -> app,
// and one feature never imports another.
import path from 'node:path';

const srcRoot = path.resolve('src');

function locate(file) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..')) return null;
  const [area, layer, feature] = rel.split(path.sep);
  return { area, layer: area === 'web' ? layer : undefined, feature: layer === 'features' ? feature : undefined };
}

const webRank = { ui: 0, lib: 0, host: 0, domain: 1, features: 2, app: 3 };

function violation(from, to, typeOnly) {
  if (from.area === 'shared' && to.area !== 'shared') return 'shared must not import server or web code';
  if (from.area === 'server' && to.area === 'web') return 'server must not import web code';
  if (from.area === 'web' && to.area === 'server' && !typeOnly) return 'web may import only types from server';
  if (from.area === 'web' && to.area === 'web') {
    const a = webRank[from.layer];
    const b = webRank[to.layer];
    if (a !== undefined && b !== undefined && b > a) return `web/${from.layer} must not import web/${to.layer}`;
    if (from.feature && to.feature && from.feature !== to.feature) return 'one feature must not import another';
  }
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
