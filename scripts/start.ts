// `npm start`: build the web app when the build is missing or older than its sources, then serve.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const built = 'dist/web/index.html';
const sources = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'scripts', 'package.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestChange(path.join(entry, child))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
await import('../src/server/main');
