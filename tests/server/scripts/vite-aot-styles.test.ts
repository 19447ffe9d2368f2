import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import path from 'node:path';
import { aheadOfTimeStyles } from '../../../scripts/vite-aot-styles';
import { ROOT } from '../../e2e/support/server';

type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;

/** The plugin's transform of `code` as the module `src/web/<name>`, with Vite's resolver played by Node's. */
function compile(name: string, code: string) {
  const plugin = aheadOfTimeStyles();
  const context = { resolve: async (what: string, importer: string) => ({ id: createRequire(importer).resolve(what) }) };
  return (plugin.transform as Transform).call(context, code, path.join(ROOT, 'src/web', name));
}

describe('aheadOfTimeStyles (the build step compiling makeStyles)', () => {
  it('turns a makeStyles call into precomputed class names and rules', async () => {
    const output = await compile(
      'probe.ts',
      "import { makeStyles } from '@fluentui/react-components';\nexport const useStyles = makeStyles({ root: { color: 'red' } });\n",
    );
    expect(output?.code).toMatch(/_styles\(\{\s*root: \{/);
    expect(output?.code).toContain('color:red');
  }, 60_000);

  it('fails the build on a makeStyles call that compiled to no styles', async () => {
    await expect(
      compile('empty.ts', "import { makeStyles } from '@fluentui/react-components';\nexport const useStyles = makeStyles({});\n"),
    ).rejects.toThrow(/empty\.ts: a makeStyles call compiled to no styles/);
  }, 60_000);
});
