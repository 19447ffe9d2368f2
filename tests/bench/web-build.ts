// The web bench's two builds, the app and its floor (tests/bench/web-floor), made with the same Vite
// settings: the app's vite.config.ts (its plugins, including the precompressed copies the server
// sends, its minifier and target, its chunk groups and its production react-router), only the root
// told apart. A floor built otherwise would measure another build, not a smaller app.
import path from 'node:path';
import type { InlineConfig, PluginOption } from 'vite';
import { ROOT } from '../e2e/support/server';

export const FLOOR_ROOT = path.join(ROOT, 'tests/bench/web-floor');

export function webBuild(
  which: 'app' | 'floor',
  outDir: string,
  options: { sourcemap?: boolean; plugins?: PluginOption[] } = {},
): InlineConfig {
  return {
    root: which === 'app' ? ROOT : FLOOR_ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: options.plugins,
    build: { outDir, emptyOutDir: true, sourcemap: options.sourcemap ?? false },
  };
}
