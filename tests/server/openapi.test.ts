import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import pino from 'pino';
import { createApp } from '../../src/server/app';
import { createTokenSigner } from '../../src/server/auth/tokens';
import type { Db } from '../../src/server/db/client';
import { memoryFileStore } from '../support/memory-file-store';

const documented = parse(readFileSync('docs/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, unknown>> };

describe('docs/openapi.yaml', () => {
  it('documents every API and account route the server answers', () => {
    const app = createApp({
      db: {} as Db,
      clock: () => new Date(),
      storage: memoryFileStore(),
      logger: pino({ level: 'silent' }),
      auth: { signer: createTokenSigner('x'.repeat(32), 1, () => new Date()), entra: null, entraClient: null, loginAttemptsPerWindow: 1 },
      accountProfileUrl: '',
    });
    const served = app.routes
      .filter((route) => route.method !== 'ALL' && /^\/(api|account)\//.test(route.path))
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`);
    const missing = [...new Set(served)].filter((entry) => {
      const [method, path] = entry.split(' ');
      return !documented.paths[path]?.[method];
    });
    expect(missing).toEqual([]);
  });
});
