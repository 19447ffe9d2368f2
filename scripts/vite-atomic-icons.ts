import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// @fluentui/react-icons keeps its icons in some forty large modules (icons/chunk-N.js), and the
// bundler cannot split a module between output chunks: a page loaded every icon the app uses
// from the same module as its own (on /all/job, 2 kB of other pages' icons). The package also has
// one module per icon family (svg/<family>); the build imports each icon from there instead.

const PACKAGE = '@fluentui/react-icons';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@fluentui\/react-icons\2;?/g;

/** Every icon's family module: export name → '@fluentui/react-icons/svg/<family>'. */
export function iconFamilies(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const atoms = path.resolve(path.dirname(require.resolve(PACKAGE)), '..', 'lib', 'atoms', 'svg');
  const families = new Map<string, string>();
  for (const file of readdirSync(atoms)) {
    if (!file.endsWith('.d.ts')) continue;
    const specifier = `${PACKAGE}/svg/${file.slice(0, -'.d.ts'.length)}`;
    for (const [, name] of readFileSync(path.join(atoms, file), 'utf8').matchAll(/^export declare const (\w+)/gm))
      families.set(name, specifier);
  }
  return families;
}

/**
 * `code` with its named imports of icons from the package root taken from their family modules;
 * other names (bundleIcon, contexts…) stay on the root. Keeps the line count, so the code after
 * an import keeps its place for source maps.
 */
export function importIconsByFamily(code: string, families: ReadonlyMap<string, string>): string {
  return code.replace(IMPORT, (statement: string, list: string) => {
    const root: string[] = [];
    const byFamily = new Map<string, string[]>();
    for (const specifier of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const family = families.get(specifier.split(/\s+as\s+/)[0]);
      if (family) byFamily.set(family, [...(byFamily.get(family) ?? []), specifier]);
      else root.push(specifier);
    }
    if (byFamily.size === 0) return statement;
    const imports = [...byFamily].map(([family, names]) => `import { ${names.join(', ')} } from '${family}';`);
    if (root.length > 0) imports.unshift(`import { ${root.join(', ')} } from '${PACKAGE}';`);
    return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

/** Build only: the dev server and tests keep the package root, which its dependency optimizer bundles once. */
export function atomicIcons(): Plugin {
  let families: Map<string, string> | undefined;
  return {
    name: 'hireloop:atomic-icons',
    apply: 'build',
    enforce: 'pre',
    transform(code) {
      if (!code.includes(PACKAGE)) return null;
      families ??= iconFamilies();
      const rewritten = importIconsByFamily(code, families);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
