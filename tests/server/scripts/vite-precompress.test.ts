import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress, precompressDirectory } from '../../../scripts/vite-precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory (the build step behind the precompress Vite plugin)', () => {
  it('writes .br and .gz copies of text files of 1 KB or more, in subfolders too, that decode to the file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hireloop-build-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('hireloop '.repeat(400))});`;
    writeFileSync(path.join(dir, 'assets/index-Ab12.js'), script);
    writeFileSync(path.join(dir, 'assets/style-Cd34.css'), `.a{color:red}\n`.repeat(200));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><p>small</p>');
    writeFileSync(path.join(dir, 'assets/index-Ab12.js.map'), JSON.stringify({ mappings: 'A'.repeat(5000) }));
    writeFileSync(path.join(dir, 'assets/photo.png'), Buffer.alloc(5000));

    const written = await precompressDirectory(dir);

    expect(written.map((file) => path.relative(dir, file)).sort()).toEqual(
      ['assets/index-Ab12.js.br', 'assets/index-Ab12.js.gz', 'assets/style-Cd34.css.br', 'assets/style-Cd34.css.gz'].map((file) =>
        file.split('/').join(path.sep),
      ),
    );
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/index-Ab12.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/index-Ab12.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/photo.png.gz'))).toBe(false);
  });

  it('keeps no copy that is not smaller than the file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hireloop-build-'));
    writeFileSync(path.join(dir, 'noise.txt'), randomBytes(4096));
    expect(await precompressDirectory(dir)).toEqual([]);
    expect(existsSync(path.join(dir, 'noise.txt.br'))).toBe(false);
  });

  it('is a build-only Vite plugin', () => {
    expect(precompress()).toMatchObject({ name: 'hireloop-precompress', apply: 'build' });
  });
});
