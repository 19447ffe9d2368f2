import { transformSync, types as t, type NodePath, type PluginObj } from '@babel/core';
import { defaultCompareMediaQueries, normalizeCSSBucketEntry, styleBucketOrdering, type CSSRulesByBucket } from '@griffel/core';
import type { Plugin } from 'vite';

/**
 * The build's precomputed styles (`__styles`, `__resetStyles`: Fluent's own, and the app's after
 * aheadOfTimeStyles) moved into one stylesheet that index.html links. At run time each call
 * inserted its CSS rules one by one the first time a component rendered: 637 rules, a fifth of a
 * list page's first render. The calls become Griffel's `__css` / `__resetCSS`, which only name the
 * classes. A call whose rules are not literal stays as it was and inserts them at run time.
 */
export function extractStyles(): Plugin {
  /** The rules each module's calls carried, by module id: only the modules the bundle keeps are written. */
  const rulesByModule = new Map<string, CSSRulesByBucket[]>();
  let stylesheet: string | null = null;
  return {
    name: 'hireloop-extract-styles',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\b__(?:styles|resetStyles)\b/.test(code) || !/\.[cm]?[jt]sx?$/.test(id.replace(/\?.*$/, ''))) return;
      const { code: stripped, map, rules } = stripStyleRules(code, id);
      if (rules.length === 0) return;
      rulesByModule.set(id, rules);
      return { code: stripped, map };
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const kept = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []));
        const css = orderedStylesheet(kept.flatMap((id) => rulesByModule.get(id) ?? []));
        stylesheet = css && this.getFileName(this.emitFile({ type: 'asset', name: 'styles.css', source: css }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        stylesheet ? [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${stylesheet}` }, injectTo: 'head-prepend' }] : undefined,
    },
  };
}

const RUNTIME_FREE = { __styles: '__css', __resetStyles: '__resetCSS' } as const;
type StyleCall = keyof typeof RUNTIME_FREE;
/** Which argument holds the CSS rules: `__styles(classes, rules)`, `__resetStyles(ltr, rtl, rules)`. */
const RULES_ARGUMENT: Record<StyleCall, number> = { __styles: 1, __resetStyles: 2 };
/** Where the calls are imported from: Fluent's packages use Griffel's; aheadOfTimeStyles writes Fluent's re-export. */
const GRIFFEL = /^(?:@griffel\/react|@fluentui\/react-components)$/;

/** `code` with its precomputed style calls' rules taken out, and those rules. */
export function stripStyleRules(code: string, filename: string) {
  const rules: CSSRulesByBucket[] = [];
  const plugin = (): PluginObj => ({
    visitor: {
      ImportSpecifier(specifier) {
        const declaration = specifier.parentPath as NodePath<t.ImportDeclaration>;
        const imported = specifier.node.imported;
        const name = t.isIdentifier(imported) ? imported.name : imported.value;
        if (!GRIFFEL.test(declaration.node.source.value) || !(name in RUNTIME_FREE)) return;
        const call = name as StyleCall;
        const binding = specifier.scope.getBinding(specifier.node.local.name);
        let replacement: t.Identifier | null = null;
        for (const reference of binding?.referencePaths ?? []) {
          const parent = reference.parentPath;
          if (!parent?.isCallExpression() || parent.node.callee !== reference.node) continue;
          const argument = parent.get('arguments')[RULES_ARGUMENT[call]];
          const evaluated = argument?.evaluate();
          if (!evaluated?.confident) continue;
          const value = evaluated.value as CSSRulesByBucket | string[];
          rules.push(Array.isArray(value) ? { r: value } : value);
          replacement ??= importName(declaration, RUNTIME_FREE[call]);
          parent.node.callee = t.identifier(replacement.name);
          argument.remove();
        }
      },
    },
  });
  const result = transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    sourceType: 'module',
    plugins: [plugin],
  });
  return { code: result?.code ?? code, map: result?.map ?? null, rules };
}

/** A named import of `name` beside `declaration`'s (Griffel's runtime-free call), its local name unique in the module. */
function importName(declaration: NodePath<t.ImportDeclaration>, name: string): t.Identifier {
  const local = declaration.scope.generateUidIdentifier(name);
  declaration.insertAfter(
    t.importDeclaration([t.importSpecifier(local, t.identifier(name))], t.stringLiteral(declaration.node.source.value)),
  );
  return local;
}

const BUCKET_ORDER = new Map(styleBucketOrdering.map((bucket, index) => [bucket, index]));

/**
 * The rules as Griffel's renderer orders its style elements: media queries last, each bucket in its
 * place (defaults before :hover before :active…), then by priority (a shorthand before its longhands).
 * A rule is written once however many modules carry it.
 */
export function orderedStylesheet(sets: readonly CSSRulesByBucket[]): string {
  const unique = new Map<string, { bucket: number; media: string; priority: number }>();
  for (const set of sets)
    for (const [bucket, entries] of Object.entries(set) as [keyof CSSRulesByBucket, CSSRulesByBucket[keyof CSSRulesByBucket]][])
      for (const entry of entries ?? []) {
        const [rule, meta = {}] = normalizeCSSBucketEntry(entry);
        const { m: media = '', p: priority = 0 } = meta as { m?: string; p?: number };
        unique.set(rule, { bucket: BUCKET_ORDER.get(bucket) ?? styleBucketOrdering.length, media, priority });
      }
  return [...unique]
    .sort(([, a], [, b]) => defaultCompareMediaQueries(a.media, b.media) || a.bucket - b.bucket || a.priority - b.priority)
    .map(([rule]) => rule)
    .join('');
}
